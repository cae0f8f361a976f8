import 'antd-mobile/es/components/rate/rate.css';
import { Star } from 'antd-mobile/es/components/rate/star';
import { classList } from './class-list';

interface RatingStarsProps {
  value: number;
  count?: number;
  allowHalf?: boolean;
}

/**
 * A rating shown, not picked: the markup and styles of antd-mobile's read-only Rate, without the
 * Rate's drag handling (it imports @use-gesture, ~8 KB gz, into every page that shows stars; a
 * read-only Rate ignores drags anyway). Hidden from screen readers: the caller names the rating.
 */
export function RatingStars({ value, count = 5, allowHalf = false }: RatingStarsProps) {
  const star = (v: number, half: boolean) => (
    <div
      className={classList('adm-rate-star', 'adm-rate-star-readonly', value >= v && 'adm-rate-star-active', half && 'adm-rate-star-half')}
      role="radio"
      aria-checked={value >= v}
      aria-label={String(v)}
    >
      <Star />
    </div>
  );
  return (
    <div className={allowHalf ? 'adm-rate adm-rate-half' : 'adm-rate'} role="radiogroup" aria-readonly aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="adm-rate-box">
          {allowHalf && star(i + 0.5, true)}
          {star(i + 1, false)}
        </div>
      ))}
    </div>
  );
}
