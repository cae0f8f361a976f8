import dayjs from 'dayjs';

/** A server time (ISO) as the console shows it: local date and time to the second. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
}
