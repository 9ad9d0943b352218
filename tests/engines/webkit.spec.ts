import { defineEngineSuite } from './smoke';

// WebKitGTK's MiniBrowser through WebKitWebDriver (Debian's webkit2gtk-driver), on its own Xvfb display.
defineEngineSuite('webkit');
