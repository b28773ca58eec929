/**
 * Outline icons drawn on a 24×24 grid, stroked with currentColor. Kept as path data (not
 * files) so they ship inside the bundle and the frame never fetches an icon.
 */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 0 1 ${2 * r} 0Z`;

const calendar = [
  'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z',
  'M4 9h16',
  'M8 2v4',
  'M16 2v4',
];

export const ICON_PATHS = {
  members: [
    circle(9, 8, 3.5),
    'M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1',
    'M16 4.6a3.5 3.5 0 0 1 0 6.8',
    'M18 14.2a5 5 0 0 1 3 4.6V20',
  ],
  user: [circle(12, 8, 4), 'M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1'],
  agent: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2Z',
    'M20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2Z',
    'M18 18v1a2 2 0 0 1-2 2h-3',
  ],
  certificate: [
    'M9 17H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-1',
    'M8 7h8',
    'M8 10h4',
    circle(15, 14, 2.5),
    'M13.5 16v5l1.5-1 1.5 1v-5',
  ],
  'knowledge-base': ['M4 19V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14', 'M8 7h8', 'M8 11h5'],
  pipeline: [
    circle(5, 6, 2),
    circle(5, 18, 2),
    circle(19, 12, 2),
    'M7 6h3a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H7',
    'M12 12h5',
  ],
  copilot: [
    'M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7L4.5 9.5l4.7-1.8Z',
    'M18.5 14.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8Z',
  ],
  calls: ['M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z'],
  revenue: [
    circle(12, 12, 9),
    'M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.6 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5',
    'M12 6v2',
    'M12 16v2',
  ],
  'daily-active-users': [...calendar, circle(12, 13.5, 1.8), 'M8.5 19a3.5 3 0 0 1 7 0'],
  'daily-engaged-users': [...calendar, 'M8.5 15l2.5 2.5 4.5-4.5'],
  conversation: ['M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z', 'M7 8h10', 'M7 12h6'],
  'agents-usage': ['M3 21h18', 'M6 18v-5', 'M11 18v-8', 'M16 18v-3', circle(18.5, 6, 2.5)],
  'usage-report': ['M14 3H6v18h12V7Z', 'M14 3v4h4', 'M9 17v-3', 'M12 17v-6', 'M15 17v-2'],
  copy: [
    'M10 8h9a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z',
    'M5 16H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h11a1 1 0 0 1 1 1v1',
  ],
  edit: ['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z', 'M13.5 6.5l4 4'],
  search: [circle(11, 11, 6), 'M20 20l-4.5-4.5'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  'arrow-left': ['M20 12H4', 'M10 6l-6 6 6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13', 'M9 7V4h6v3'],
  upload: ['M12 15V4', 'M7 9l5-5 5 5', 'M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4'],
  // The upload arrow turned down: a file comes to the user's machine (a report's CSV).
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4'],
  // A printer: the paper going in on top, the body, the printed sheet coming out (a report's 'Print').
  print: [
    'M7 9V4h10v5',
    'M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2',
    'M7 14h10v6H7z',
  ],
  info: [circle(12, 12, 9), 'M12 11v6', 'M12 7.5v.01'],
  lock: [
    'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z',
    'M8 11V7a4 4 0 0 1 8 0v4',
  ],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  warning: ['M12 3 2 21h20Z', 'M12 10v5', 'M12 18v.01'],
  sort: ['M8 4v16', 'M4 8l4-4 4 4', 'M16 20V4', 'M12 16l4 4 4-4'],
  'external-link': ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
