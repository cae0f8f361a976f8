import { UiText } from '@emall/contract';
import type { PageModule } from '@emall/contract';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { readableOnWhite } from '../utils/color.ts';
import { ImageLink } from './image-link.tsx';
import styles from './navigation-module.module.css';

const ICON_SIZE = 44;

/** The icon grid: five a row, picture over title. */
export function NavigationModule({ module }: { module: PageModule }) {
  const items = module.images.filter((img) => img.picture || img.title);
  if (items.length === 0) return null;
  const columns = items.length === 4 || items.length === 8 ? 4 : 5;
  return (
    <nav className={styles.panel} aria-label={module.colName || UiText.shortcuts}>
      <ul className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {items.map((item, index) => (
          <li key={`${item.picture}-${index}`}>
            <ImageLink image={item} className={styles.item}>
              <SizedImage
                className={styles.icon}
                src={item.picture}
                alt=""
                cssWidth={ICON_SIZE}
                width={1}
                height={1}
                fit="contain"
              />
              <span className={styles.title} style={{ color: readableOnWhite(item.color) }}>
                {item.title}
              </span>
            </ImageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
