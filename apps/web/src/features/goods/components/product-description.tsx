import { useSanitizedHtml } from '../../../lib/use-sanitized-html.ts';
import richText from '../../../ui/rich-text.module.css';
import { SizedImage, viewportWidth } from '../../../ui/sized-image.tsx';
import styles from './product-description.module.css';

/** The goods' description text, its rich-text detail (once DOMPurify has loaded: it is below the first screen) and its detail pictures (lazy). */
export function ProductDescription({ description, html, pictures }: { description: string; html: string; pictures: string[] }) {
  const safe = useSanitizedHtml(html);
  if (!description.trim() && !html && pictures.length === 0) return null;
  const width = viewportWidth();
  return (
    <section className={styles.section} aria-labelledby="detail-title">
      <h2 id="detail-title" className={styles.title}>
        <span>商品详情</span>
      </h2>
      {description.trim() ? <p className={styles.text}>{description}</p> : null}
      {/* Sanitised when stored (server) and again just above (DOMPurify). */}
      {safe ? <div className={`${richText.richText} ${styles.html}`} dangerouslySetInnerHTML={{ __html: safe }} /> : null}
      {pictures.map((picture, index) => (
        // Detail pictures come without sizes: reserve a 4:5 box, then take the picture's own.
        <SizedImage key={`${picture}-${index}`} src={picture} alt={`商品详情图${index + 1}`} cssWidth={width} width={4} height={5} adaptive />
      ))}
    </section>
  );
}
