import { adminRoute, declareApi } from '../route.ts';
import { GoodsPictureUploaded } from './goods.ts';
import {
  AdminPageDetail,
  AdminPageList,
  AdminPageListQuery,
  HotWordList,
  HotWordsBody,
  HotWordsParams,
  CreatePageBody,
  PageCodeParams,
  PageDraft,
  PagePreviewToken,
  PageVersionList,
  PageVersionParams,
  PickedCouponList,
  PickedGoodsList,
  PickerQuery,
} from './pages.ts';
import { Permission } from './permissions.ts';

/** Admin API paths of the page editor, relative to ADMIN_API_BASE. */
export const PageAdminPaths = {
  pages: '/pages',
  page: '/pages/:pageCode',
  draft: '/pages/:pageCode/draft',
  publish: '/pages/:pageCode/publish',
  unpublish: '/pages/:pageCode/unpublish',
  undercarriage: '/pages/:pageCode/undercarriage',
  versions: '/pages/:pageCode/versions',
  restoreVersion: '/pages/:pageCode/versions/:version/restore',
  previewToken: '/pages/:pageCode/preview-token',
  /** POST: a picture for a module, the background or a skin material (multipart field `file`). */
  pictures: '/page-pictures',
  pickGoods: '/page-pickers/goods',
  pickCoupons: '/page-pickers/coupons',
  hotWords: '/hot-words/:bizType',
} as const;

export const PagesAdminApi = declareApi('pages', {
  list: adminRoute('GET', PageAdminPaths.pages, Permission.pagesRead, 'Pages by code, title, business type and status', {
    query: AdminPageListQuery,
    answer: AdminPageList,
  }),
  create: adminRoute('POST', PageAdminPaths.pages, Permission.pagesWrite, 'A new page, unpublished, with an empty draft', {
    body: CreatePageBody,
    answer: AdminPageDetail,
  }),
  detail: adminRoute('GET', PageAdminPaths.page, Permission.pagesRead, "A page and its draft (the published content when no draft is saved)", {
    params: PageCodeParams,
    answer: AdminPageDetail,
  }),
  saveDraft: adminRoute('PUT', PageAdminPaths.draft, Permission.pagesWrite, "Save the page's draft: settings and ordered modules, checked by the page-editing rules", {
    params: PageCodeParams,
    body: PageDraft,
    answer: AdminPageDetail,
  }),
  publish: adminRoute('POST', PageAdminPaths.publish, Permission.pagesWrite, 'Publish the draft as a new version: the shop serves it within its cache window', {
    params: PageCodeParams,
    answer: AdminPageDetail,
  }),
  unpublish: adminRoute('POST', PageAdminPaths.unpublish, Permission.pagesWrite, 'Withdraw the page to unpublished: the shop shows 页面走丢了', {
    params: PageCodeParams,
    answer: AdminPageDetail,
  }),
  undercarriage: adminRoute('POST', PageAdminPaths.undercarriage, Permission.pagesWrite, 'Take the page off the shop (undercarriage)', {
    params: PageCodeParams,
    answer: AdminPageDetail,
  }),
  versions: adminRoute('GET', PageAdminPaths.versions, Permission.pagesRead, 'Every published version of the page, newest first', {
    params: PageCodeParams,
    answer: PageVersionList,
  }),
  restoreVersion: adminRoute('POST', PageAdminPaths.restoreVersion, Permission.pagesWrite, 'A published version back into the draft', {
    params: PageVersionParams,
    answer: AdminPageDetail,
  }),
  previewToken: adminRoute(
    'POST',
    PageAdminPaths.previewToken,
    Permission.pagesRead,
    "A short-lived token with which the shop's page route shows this page's draft (the console's phone preview)",
    { params: PageCodeParams, answer: PagePreviewToken },
  ),
  uploadPicture: adminRoute('POST', PageAdminPaths.pictures, Permission.pagesWrite, 'Upload a page picture (multipart field `file`), stored as WebP at most 1080 px wide', {
    answer: GoodsPictureUploaded,
  }),
  pickGoods: adminRoute('GET', PageAdminPaths.pickGoods, Permission.pagesWrite, 'Goods picker: on-shelf goods by keyword or id', {
    query: PickerQuery,
    answer: PickedGoodsList,
  }),
  pickCoupons: adminRoute('GET', PageAdminPaths.pickCoupons, Permission.pagesWrite, 'Coupon picker: rights pools by keyword or id', {
    query: PickerQuery,
    answer: PickedCouponList,
  }),
});

export const HotWordsAdminApi = declareApi('hot-words', {
  list: adminRoute('GET', PageAdminPaths.hotWords, Permission.pagesRead, "A business type's search hot words, in order", {
    params: HotWordsParams,
    answer: HotWordList,
  }),
  replace: adminRoute('PUT', PageAdminPaths.hotWords, Permission.contentWrite, "Set a business type's hot words: labels in order, some highlighted", {
    params: HotWordsParams,
    body: HotWordsBody,
    answer: HotWordList,
  }),
});
