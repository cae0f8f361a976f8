import { ColNameBgType, type PageModule } from '@emall/contract';
import type { CSSProperties } from 'react';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { readableOnWhite } from '../utils/color.ts';
import styles from './module-title.module.css';

type TitleFields = Pick<
  PageModule,
  'colName' | 'showColName' | 'colNameColor' | 'colNameBgType' | 'colBgContent' | 'jumpButtonName' | 'jumpUrl'
>;

export function hasModuleTitle(module: TitleFields): boolean {
  return (module.showColName && module.colName.trim() !== '') || (module.jumpButtonName !== '' && module.jumpUrl !== '');
}

/** A module's title bar, §3: name, colour, a colour or picture background, an optional jump button. */
export function ModuleTitle({ module }: { module: TitleFields }) {
  const openLink = useOpenLink();
  if (!hasModuleTitle(module)) return null;
  const style: CSSProperties = {};
  const tinted = module.colBgContent !== '' && (module.colNameBgType === ColNameBgType.bgcolor || module.colNameBgType === ColNameBgType.bgimg);
  if (module.colNameBgType === ColNameBgType.bgcolor && module.colBgContent) style.backgroundColor = module.colBgContent;
  if (module.colNameBgType === ColNameBgType.bgimg && module.colBgContent) {
    style.backgroundImage = `url("${module.colBgContent.replace(/"/g, '%22')}")`;
  }
  const showName = module.showColName && module.colName.trim() !== '';
  return (
    <header className={[styles.bar, tinted ? styles.tinted : ''].join(' ')} style={style}>
      {showName ? (
        // On its own background the configured colour is the operator's; on the page's, only a readable one.
        <h2 className={styles.name} style={{ color: tinted ? module.colNameColor || undefined : readableOnWhite(module.colNameColor) }}>
          {module.colName}
        </h2>
      ) : (
        <span />
      )}
      {module.jumpButtonName && module.jumpUrl ? (
        <button type="button" className={styles.more} onClick={() => openLink(module.jumpUrl)}>
          {module.jumpButtonName}
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </header>
  );
}
