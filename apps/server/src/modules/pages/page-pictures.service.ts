import { PageAuditAction, type GoodsPictureUploaded } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { storeCataloguePicture } from '../files/files.service.ts';

/**
 * A picture for a page (a module's picture, the page background, a skin material), through the
 * same sharp pipeline as goods pictures: the file is renamed into place in its audit row's transaction.
 */
export async function uploadPagePicture(ctx: AppContext, actor: AuditActor, data: Buffer): Promise<GoodsPictureUploaded> {
  const at = ctx.clock.now();
  const stored = await storeCataloguePicture(ctx, data, (tx, file) =>
    recordAudit(tx, { actor, at, action: PageAuditAction.uploadPicture, targetType: 'page', targetId: file.url, before: null, after: file }),
  );
  return { url: stored.url, width: stored.width, height: stored.height };
}
