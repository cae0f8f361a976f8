import { SizedImage, viewportWidth } from '../../../ui/sized-image.tsx';
import styles from './product-description.module.css';

/** The goods' description text and its detail pictures (lazy). */
export function ProductDescription({ description, pictures }: { description: string; pictures: string[] }) {
  if (!description.trim() && pictures.length === 0) return null;
  const width = viewportWidth();
  return (
    <section className={styles.section} aria-labelledby="detail-title">
      <h2 id="detail-title" className={styles.title}>
        <span>商品详情</span>
      </h2>
      {description.trim() ? <p className={styles.text}>{description}</p> : null}
      {pictures.map((picture, index) => (
        // Detail pictures come without sizes: reserve a 4:5 box, then take the picture's own.
        <SizedImage key={`${picture}-${index}`} src={picture} alt={`商品详情图${index + 1}`} cssWidth={width} width={4} height={5} adaptive />
      ))}
    </section>
  );
}
