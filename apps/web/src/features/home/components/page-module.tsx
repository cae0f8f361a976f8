import { ColumnType, type PageModule as Module } from '@emall/contract';
import type { ReactNode } from 'react';
import { BigImageModule } from './big-image-module.tsx';
import { CarouselModule } from './carousel-module.tsx';
import { GoodsModule } from './goods-module.tsx';
import { ModuleTitle } from './module-title.tsx';
import { MultiImageModule } from './multi-image-module.tsx';
import { NavigationModule } from './navigation-module.tsx';
import styles from './page-module.module.css';

interface PageModuleProps {
  module: Module;
  /** CSS width of the module's content box. */
  width: number;
  isHero: boolean;
}

function moduleBody({ module, width, isHero }: PageModuleProps): ReactNode {
  switch (module.columnType) {
    case ColumnType.carousel:
      return <CarouselModule module={module} width={width} isHero={isHero} />;
    case ColumnType.bigImage:
      return <BigImageModule module={module} width={width} isHero={isHero} />;
    case ColumnType.multiImage:
      return <MultiImageModule module={module} width={width} />;
    case ColumnType.navigation:
      return <NavigationModule module={module} />;
    case ColumnType.oneRowScroll:
      return <GoodsModule module={module} layout="scroll" width={width} />;
    case ColumnType.oneRowOneCol:
      return <GoodsModule module={module} layout="row" width={width} />;
    case ColumnType.oneRowTwoCol:
      return <GoodsModule module={module} layout="grid" width={width} />;
    case ColumnType.oneRowBigImage:
      return <GoodsModule module={module} layout="big" width={width} />;
    default:
      // Module types this client does not draw yet render nothing, §2.
      return null;
  }
}

/** One content module of a page: its title bar and its body by column type. */
export function PageModule(props: PageModuleProps) {
  const body = moduleBody(props);
  if (body === null) return null;
  return (
    <section className={styles.module} data-column-type={props.module.columnType}>
      <ModuleTitle module={props.module} />
      {body}
    </section>
  );
}
