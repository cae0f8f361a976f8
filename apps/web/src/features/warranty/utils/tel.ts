/** A tel: link of a printed number (400-820-1077 → tel:4008201077). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
