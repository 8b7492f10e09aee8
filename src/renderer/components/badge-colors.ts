/**
 * Mantine's light orange and yellow badges (orange-9 or yellow-9 text on the pale tint) fall
 * short of WCAG AA contrast; those take the body text colour and keep the tint.
 */
export const badgeTextFor = (color: string) => (color === 'orange' || color === 'yellow' ? 'var(--mantine-color-text)' : undefined);
