import type { GoodsCard } from '@emall/contract';
import styles from './goods-tags.module.css';

export function GoodsTags({ tags, max = 3 }: { tags: GoodsCard['tags']; max?: number }) {
  const shown = tags.filter((t) => t.name.trim() !== '').slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {shown.map((tag) => (
        <li key={tag.name} className={styles.tag} style={tag.color ? { color: tag.color, borderColor: tag.color } : undefined}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
