/** A phone shown to whoever need not see it whole (the shop's own screens, 营销运营's supporter list): 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
