// The public header's links (seed 000 §2: the shared header lists these six pages).
export const PUBLIC_NAV = [
  { to: '/', key: 'home' },
  { to: '/features', key: 'features' },
  { to: '/pricing', key: 'pricing' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
  { to: '/help', key: 'help' },
] as const;

// The landing page's header links to its own sections instead (seed 000 §2).
export const LANDING_ANCHORS = [
  { href: '#features', key: 'features' },
  { href: '#pricing', key: 'pricing' },
  { href: '#about', key: 'about' },
] as const;

export const FOOTER_SECTIONS = [
  {
    key: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/careers', key: 'careers' },
      { to: '/press', key: 'press' },
      { to: '/contact', key: 'contact' },
      { to: '/blog', key: 'blog' },
    ],
  },
  {
    key: 'product',
    links: [
      { to: '/product', key: 'product' },
      { to: '/features', key: 'features' },
      { to: '/pricing', key: 'pricing' },
      { to: '/all-plans', key: 'allPlans' },
      { to: '/integrations', key: 'integrations' },
      { to: '/templates', key: 'templates' },
      { to: '/api', key: 'api' },
    ],
  },
  {
    key: 'support',
    links: [
      { to: '/help', key: 'help' },
      { to: '/docs', key: 'docs' },
      { to: '/status', key: 'status' },
      { to: '/demo', key: 'demo' },
      { to: '/mobile-test', key: 'mobile' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/privacy', key: 'privacy' },
      { to: '/terms', key: 'terms' },
      { to: '/security', key: 'security' },
    ],
  },
] as const;

// isActivePath tells whether a header link is the current page ('/' only matches exactly).
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
