import { chinaDateTimeText } from '@emall/domain';

/** An ISO time as the shop prints it: 2026-11-22 10:05:09, China time (the shop's customers and stores are there). */
export function formatTime(iso: string): string {
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? iso : chinaDateTimeText(ms);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A pay countdown: mm:ss, or h:mm:ss from an hour up (whole seconds, never below 0). */
export function countdownText(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
