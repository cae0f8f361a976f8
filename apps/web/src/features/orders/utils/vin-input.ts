import { VIN_PATTERN } from '@emall/contract';

export const VIN_LENGTH = 17;
const vinPattern = new RegExp(VIN_PATTERN);

/** What the VIN box keeps of a keystroke or a paste: capitals and digits, 17 at most. */
export function vinInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VIN_LENGTH);
}

/** A VIN (contract VIN_PATTERN): 17 capitals and digits without I, O and Q. */
export function isValidVin(vin: string): boolean {
  return vinPattern.test(vin);
}
