/** Relative luminance (WCAG) of a #rgb/#rrggbb colour; null for anything else. */
export function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A configured text colour for text on a white card, or undefined (the default text colour)
 * when it is not one or would be unreadable there (below 3:1, WCAG's large-text minimum).
 */
export function readableOnWhite(color: string): string | undefined {
  const l = luminance(color);
  if (l === null) return undefined;
  return 1.05 / (l + 0.05) >= 3 ? color : undefined;
}
