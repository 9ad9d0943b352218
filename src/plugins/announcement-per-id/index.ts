import type { Plugin } from '@docusaurus/types';
import { announcementBar } from '../../../config/announcement';

/**
 * Docusaurus 3.7.0 hides a dismissed announcement bar before paint with an
 * inline script that reads only the "dismissed" flag, not the id it was
 * dismissed for. So after a reader closes one announcement, the next one
 * (a new id) stays hidden until a second visit. This script runs right after
 * the theme's and shows the bar again when the stored id differs, keeping
 * dismissal per announcement id as the theme's React code already does.
 */
export default function announcementPerIdPlugin(): Plugin {
  const id = JSON.stringify(announcementBar.id);
  return {
    name: 'announcement-per-id',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{var s=localStorage.getItem('docusaurus.announcement.id');if(s!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
