import { defineEngineSuite } from './smoke';

// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi.
defineEngineSuite('firefox');
