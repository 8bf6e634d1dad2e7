// The kit's icons, drawn on a 24×24 grid as strokes, for `<Icon glyph={…} />`. Each is its
// own export, so a page's script carries only the glyphs its code names.

export const alertGlyph = <path d="M12 7v6M12 17h.01" />;

export const arrowRightGlyph = <path d="M5 12h14M13 6l6 6-6 6" />;

export const boxGlyph = <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" />;

export const chartGlyph = <path d="M4 20h16M7 16v-4M12 16V7M17 16v-7" />;

export const cartGlyph = (
  <>
    <path d="M3 4h2l2.3 10.1a1 1 0 0 0 1 .9h8.9a1 1 0 0 0 1-.8L20 8H6.1" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>
);

export const checkGlyph = <path d="m5 12.5 4.5 4.5L19 7.5" />;

export const chevronDownGlyph = <path d="m6 9 6 6 6-6" />;

export const chevronUpGlyph = <path d="m6 15 6-6 6 6" />;

export const clipboardGlyph = (
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </>
);

export const closeGlyph = <path d="M6 6l12 12M18 6 6 18" />;

export const heartGlyph = (
  <path d="M12 20s-7-4.4-8.8-9A4.6 4.6 0 0 1 12 7.6 4.6 4.6 0 0 1 20.8 11C19 15.6 12 20 12 20z" />
);

export const imageGlyph = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>
);

export const leafGlyph = <path d="M5 19C5 10 11 5 20 5c0 9-5 14-14 14M5 19l7-7" />;

export const listGlyph = <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />;

export const logoutGlyph = (
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h10" />
);

export const mapPinGlyph = (
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>
);

export const mailGlyph = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>
);

export const menuGlyph = <path d="M4 6h16M4 12h16M4 18h16" />;

export const minusGlyph = <path d="M5 12h14" />;

export const plusGlyph = <path d="M12 5v14M5 12h14" />;

export const plusSquareGlyph = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>
);

export const searchGlyph = (
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>
);

export const starGlyph = (
  <path d="m12 3 2.8 5.8 6.2.8-4.5 4.4 1.1 6.2-5.6-3-5.6 3 1.1-6.2L3 9.6l6.2-.8z" />
);

export const tagGlyph = (
  <>
    <path d="M3 3h8l10 10-8 8L3 11z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>
);

export const trashGlyph = <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />;

export const truckGlyph = (
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>
);

export const uploadGlyph = (
  <path d="M12 15V4m0 0L8 8m4-4 4 4M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
);

export const userGlyph = (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
);
