/**
 * The footer's social links. One list, typed, so the footer config and its
 * test read the same data.
 */
export type SocialNetwork = 'GitHub' | 'LinkedIn' | 'YouTube' | 'Bluesky';

export interface SocialLink {
  readonly network: SocialNetwork;
  /** Visible label, also the accessible name of the link. */
  readonly label: string;
  readonly href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'GitHub', label: 'GitHub', href: 'https://github.com/metaferry' },
  { network: 'LinkedIn', label: 'LinkedIn', href: 'https://www.linkedin.com/company/metaferry' },
  { network: 'YouTube', label: 'YouTube', href: 'https://www.youtube.com/@metaferry' },
  { network: 'Bluesky', label: 'Bluesky', href: 'https://bsky.app/profile/metaferry.bsky.social' },
];
