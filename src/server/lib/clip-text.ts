/**
 * A text cut to `max` characters with "..." when longer: notices and their titles have limits
 * (notifications: title 120, body 1000) and carry names people typed.
 */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);
