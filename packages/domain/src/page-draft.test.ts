import { ColumnType, FeedItemType, pageDraftMessage, type DraftModule, type PageDraft } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { checkHotWords, checkPageDraft, draftReferences, firstMissingReference } from './page-draft.ts';

function moduleOf(columnType: DraftModule['columnType'], fields: Partial<DraftModule> = {}): DraftModule {
  return {
    columnType,
    colName: '',
    showColName: false,
    colNameColor: '',
    colNameBgType: 1,
    colBgContent: '',
    images: [],
    goodsIds: [],
    cardPoolIds: [],
    tabs: [],
    feedItems: [],
    jumpButtonName: '',
    jumpUrl: '',
    showBuyButton: false,
    buyButtonText: '',
    richText: '',
    ...fields,
  };
}

const picture = (jumpType = '', content = '') => ({
  picture: '/media/a.webp',
  title: '',
  subTitle: '',
  color: '',
  subColor: '',
  content,
  jumpType,
  width: 1080,
  height: 540,
});

function draftOf(...moduleList: DraftModule[]): PageDraft {
  return { pageTitle: '商城', pageBgColor: '#FBFBFB', pageBgUrl: '', searchEnable: true, searchUrl: '/store/home/search', skin: null, moduleList };
}

const tab = (title: string, contentCode: string) => ({ title, contentCode, trackData: {} });

describe('checkPageDraft', () => {
  it('accepts a page with one valid module of every type', () => {
    const draft = draftOf(
      moduleOf(ColumnType.topTab, { tabs: [tab('商城', 'shop'), tab('智能', 'intellect')] }),
      moduleOf(ColumnType.carousel, { images: [picture('goods', '/store/boutique/product?productId=1')] }),
      moduleOf(ColumnType.bigImage, { images: [picture()] }),
      moduleOf(ColumnType.multiImage, { images: [picture(), picture()] }),
      moduleOf(ColumnType.navigation, { images: [picture('page', 'winter-fest')] }),
      moduleOf(ColumnType.richText, { richText: '<p>须知</p>' }),
      moduleOf(ColumnType.oneRowScroll, { goodsIds: [1] }),
      moduleOf(ColumnType.oneRowOneCol, { goodsIds: [1] }),
      moduleOf(ColumnType.oneRowTwoCol, { goodsIds: [1, 2] }),
      moduleOf(ColumnType.oneRowBigImage, { goodsIds: [1] }),
      moduleOf(ColumnType.crowdfund, { goodsIds: [3] }),
      moduleOf(ColumnType.card, { cardPoolIds: [1] }),
      moduleOf(ColumnType.coupon, { cardPoolIds: [2] }),
      moduleOf(ColumnType.couponCards, { cardPoolIds: [3] }),
      moduleOf(ColumnType.feeds, { feedItems: [{ itemType: FeedItemType.product, id: 1 }] }),
    );
    expect(checkPageDraft(draft)).toBeNull();
  });

  it('refuses a goods module without goods, naming the module', () => {
    const issue = checkPageDraft(draftOf(moduleOf(ColumnType.bigImage, { images: [picture()] }), moduleOf(ColumnType.oneRowTwoCol)));
    expect(issue).toEqual({ problem: 'goodsRequired', moduleIndex: 1, columnType: ColumnType.oneRowTwoCol });
    expect(pageDraftMessage(issue!)).toBe('第2个模块(一行两列):请至少选择一个商品');
  });

  it('refuses the same goods twice in one module', () => {
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.oneRowOneCol, { goodsIds: [4, 4] })))?.problem).toBe('goodsDuplicate');
  });

  it('refuses a coupon module without pools and a pool listed twice', () => {
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.coupon)))?.problem).toBe('cardsRequired');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.couponCards, { cardPoolIds: [2, 2] })))?.problem).toBe('cardsDuplicate');
  });

  it('counts the pictures of image modules', () => {
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.carousel)))?.problem).toBe('imagesRequired');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.bigImage, { images: [picture(), picture()] })))?.problem).toBe('oneImageOnly');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.multiImage, { images: [picture()] })))?.problem).toBe('multiImageCount');
    const seven = Array.from({ length: 7 }, () => picture());
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.multiImage, { images: seven })))?.problem).toBe('multiImageCount');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.carousel, { images: [{ ...picture(), picture: ' ' }] })))?.problem).toBe('imagesRequired');
  });

  it('needs a known jump type and its content', () => {
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.carousel, { images: [picture('ftp', 'x')] })))?.problem).toBe('jumpTypeUnknown');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.carousel, { images: [picture('URL', ' ')] })))?.problem).toBe('jumpContentRequired');
  });

  it('keeps the top tab first, with two complete tabs at least', () => {
    const tabs = moduleOf(ColumnType.topTab, { tabs: [tab('商城', 'shop'), tab('智能', 'intellect')] });
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.richText, { richText: 'x' }), tabs))?.problem).toBe('topTabFirst');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.topTab, { tabs: [tab('商城', 'shop')] })))?.problem).toBe('tabsRequired');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.topTab, { tabs: [tab('商城', 'shop'), tab('', 'x')] })))?.problem).toBe('tabIncomplete');
  });

  it('needs rich text and feed items in their modules', () => {
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.richText, { richText: '  ' })))?.problem).toBe('richTextRequired');
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.feeds)))?.problem).toBe('feedRequired');
  });

  it('checks the page settings: title, colours, skin window', () => {
    expect(checkPageDraft({ ...draftOf(), pageTitle: ' ' })).toEqual({ problem: 'titleRequired' });
    expect(checkPageDraft({ ...draftOf(), pageBgColor: 'red' })).toEqual({ problem: 'colorInvalid' });
    expect(checkPageDraft({ ...draftOf(), pageBgColor: '' })).toBeNull();
    const material = [{ dataType: 'headerBg', dataUrl: '/media/skin.webp' }];
    expect(checkPageDraft({ ...draftOf(), skin: { startTime: 2, endTime: 1, materialData: material } })?.problem).toBe('skinWindowInvalid');
    expect(checkPageDraft({ ...draftOf(), skin: { startTime: 1, endTime: 2, materialData: [] } })?.problem).toBe('skinMaterialRequired');
    expect(checkPageDraft({ ...draftOf(), skin: { startTime: 1, endTime: 2, materialData: material } })).toBeNull();
    expect(checkPageDraft(draftOf(moduleOf(ColumnType.oneRowOneCol, { goodsIds: [1], colNameColor: '#12345' })))?.problem).toBe('colorInvalid');
  });

  it('caps the number of modules', () => {
    const many = Array.from({ length: 51 }, () => moduleOf(ColumnType.richText, { richText: 'x' }));
    expect(checkPageDraft(draftOf(...many))).toEqual({ problem: 'tooManyModules' });
  });
});

describe('draftReferences and firstMissingReference', () => {
  const draft = draftOf(
    moduleOf(ColumnType.oneRowTwoCol, { goodsIds: [1, 2] }),
    moduleOf(ColumnType.coupon, { cardPoolIds: [7] }),
    moduleOf(ColumnType.feeds, { feedItems: [{ itemType: FeedItemType.product, id: 2 }, { itemType: FeedItemType.pgc, id: 9 }] }),
  );

  it('lists each goods, pool and article once', () => {
    expect(draftReferences(draft)).toEqual({ goodsIds: [1, 2], poolIds: [7], articleIds: [9] });
  });

  it('names the first module whose reference is missing', () => {
    const none = new Set<number>();
    expect(firstMissingReference(draft, { goodsIds: none, poolIds: none, articleIds: none })).toBeNull();
    expect(firstMissingReference(draft, { goodsIds: none, poolIds: new Set([7]), articleIds: none })).toEqual({
      problem: 'cardsUnknown',
      moduleIndex: 1,
      columnType: ColumnType.coupon,
    });
    expect(firstMissingReference(draft, { goodsIds: none, poolIds: none, articleIds: new Set([9]) })?.problem).toBe('feedItemUnknown');
    expect(firstMissingReference(draft, { goodsIds: new Set([2]), poolIds: none, articleIds: none })?.moduleIndex).toBe(0);
  });
});

describe('checkHotWords', () => {
  const word = (label: string, highlight = false) => ({ label, highlight });

  it('trims labels and keeps their order and highlight', () => {
    expect(checkHotWords([word(' 车模 ', true), word('香氛')])).toEqual({ ok: true, value: [word('车模', true), word('香氛')] });
  });

  it('refuses blank, overlong and repeated labels, and more than twenty', () => {
    expect(checkHotWords([word('  ')])).toEqual({ ok: false, problem: 'hotWordBlank' });
    expect(checkHotWords([word('一'.repeat(21))])).toEqual({ ok: false, problem: 'hotWordTooLong' });
    expect(checkHotWords([word('一'.repeat(20))]).ok).toBe(true);
    expect(checkHotWords([word('车模'), word(' 车模')])).toEqual({ ok: false, problem: 'hotWordDuplicate' });
    expect(checkHotWords(Array.from({ length: 21 }, (_, i) => word(`w${i}`)))).toEqual({ ok: false, problem: 'hotWordsTooMany' });
  });
});
