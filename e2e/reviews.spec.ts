import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, logInAt } from './support.ts';

/** 13800000001: the demo owner (曜川车主·林), with 50 000 E值 and a default address. */
const OWNER = '13800000001';
const SESSION_KEY = 'yc_emall_session';
const CUP = '/store/boutique/product?productId=3';
/** A small PNG (a cup on sand), as a phone's photo would be uploaded. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAAC0CAMAAACdQlHaAAACKFBMVEWKWgD18OTYxJmWaReKWwGPYQqSZhH28efk07D28eaddSbm1rbs4MjDpm/fzKbp3MGXbBri0Kzz7N+MXQTXwZawjkyQYwzeyqSVaRXYwpjcx5/28ObbyKCwjkuccyTcyaKxj02MXgXbx52NXga0klKTZxLaxZyQYgzZxJv17+TJrnvw6tyTZhOedCfx6Nesh0KfdijUvpGRZA6YbBvx6dj18OXEqHGfdim0klHj0a2ngDeMXAOLXAPr38etikWWaheZbh7Tu47WwZWngTmPYQvdyaK1k1TdyqOacCDJr3yieS6iei+jezDIrnnp3cHk0q+heS2yj07XxaTYxqaWahnm17faxp2edSfUvZCRYw3Gq3avi0jXwpfv5dGykE/RuIriz6uOXgfbxp62lVaSZA6zkVCVaBXVv5K+n2SZbhzPtoW3llewjUrOtYWLWwLYw5nFqXKtiUTv5tPi0a2tiETOt4a+n2WZbh23lljBpWyTZRDr4MffzafHrXnSvI3YxJrcyaHFqXO+oGbm17XPt4fVv5Tl1rXOtofZxZvBpW2Waxi0k1OccyXFqnStikbw59Xu5M/Pt4jCpm61lFTTvI/Gq3XQuYm/oWj07uO3mWGWaxrl2cOUaBSzkE+4mmLy7N7axp7Zxp6LWwHx697l2sTNuJDHq3eXaxvy7N/m2sXp3MDLtYu4m2Ty7eDm3Mbw6drbyKHgzqi2mF/fzajNto3byaLMt46UZxPTVH5RAAAACXBIWXMAAAsTAAALEwEAmpwYAAADxklEQVR42u3c5VcbQRQF8EdIskMCAdJAi0uxQh0plLaUtlAH6u7u7u7u7u7u/17TwsdKFuad82b33u9zzv5OcrKb2XmXlMtCAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAjgQHE6vC1dZfUx2u2hN0EPjIvCzrv0m4MM0p4JY4K6bEJTsDnJhgxZiERCeAW2L2RsXJ5oM/vrNs5MEjw8Gfip5ZtvI1LWQyuPzHi172wL2m+pNaTQV72ojeWjZzi2hcmZngiaVENMUueHJ0ke+ageC6Im/00um9XfDTX6u8aammgTNz6Xcq7IIr2tcFss0Ce1Lar5ss2+lYGB8xCTygmLoKpt2N5oDX+ajrYPJtMwU8cxTpAJNvvxngDD/pAdPSiAnggymkC0wNmfLBC3NJH5gCqeLBOaQTTPOlg8d69YK9+2SDT6aTXjCVeiSDW9tIN5jGSwbXkH4wnZMLDhVzgP0hseAc4gDTJKngyHoecH2GUPBW4gHTeZngkm5c4CFlIsFriQtMaRLBeT35wD1HCwSvJD4wHRYIzuUEB+SBjxEnmEaIA5/hBS8RB07hBa+SBi4kXjAVCgMncYNrhIH7cYM3CQMv5wbHywI3ETeYuosCH+UHXxcF3sUPviwKXMsPbhYFHswPHikK3IcfPEgUeDg/eIwocA9+cLwocDo/eKAocDd+cAHA+ErjRwu3JTx44NEyxhTxg6+IAp/iByeJAl/iBy8QBe7uti2ev96InbqJx79NO8xtG/EbhYEXM4O9mdJeplXygneIe3vYzAteIw4ccdsLcXWWEzxDyQNv5wTfEAhuYjy2tEjisaU/HS3VBc5XEsHT2Y4eFhTKPFw6jAs8R8kEZ9TzgId4pB4Qz+cBL1NSwXt7u2wEQB3iAM9WgueWxukHT1CSwSWztA9qHXDZKN5EJXzYMl8vuFZJB6cGdIL718kfmM6r1Ac+nW3CSPwGbSPxfo8yovRggK7Sg0ZTai1W66m1OKGMKS5Z0bvrYP9V5apqmoa5yqjyoexAJ8uHPnTcj/KUYfVSW3Y+/nXhr+yC7xhaLxVNeXqnC8SeKyMr4srGE923C/4c/X9UoowtAbx722YJ4M2pxUnK4JrH0KTv9sBv7n1RZhd5fntpx/vkoTK+qvV1luWqqlb3lfEqleyyumWljl+MpVB7c9BJlelD+4b/8TnHhfsODaIUH2CAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEG2An5CTTMIezJ/YuFAAAAAElFTkSuQmCC',
  'base64',
);

/** Set SHOTS_DIR to keep screenshots of the pages at the phone viewport (390x844). */
const shot = async (page: Page, name: string): Promise<void> => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

async function eValueBalance(page: Page): Promise<number> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
  const res = await page.request.get('/api-gateway/hermes/v1/points?dimension=1', { headers: { 'login-token': token } });
  return ((await res.json()) as { result: { pointsBalance: number } }).result.pointsBalance;
}

test('the owner reviews the E-value-only cup from the order: publish, thanks with 20 E值, the list and the product page', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await logInAt(page, OWNER, CUP);

  // The cup is paid in E-value at once, so it can be reviewed straight away.
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/[a-z-]+\?(.*&)?orderNo=YC\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const before = await eValueBalance(page);

  await page.goto(`/social/comment-entry?orderNo=${orderNo}`);
  const waiting = page.getByRole('region', { name: '待评价' });
  await expect(waiting).toContainText('钛金保温杯');
  await shot(page, 'review-entry');
  await waiting.getByRole('button', { name: /^去评价 .*钛金保温杯/ }).click();

  await expect(page).toHaveURL(new RegExp(`/social/comment\\?orderNo=${orderNo}&orderLineId=\\d+$`));
  await expect(page.getByText('发布评价可得20E值')).toBeVisible();
  const publish = page.getByRole('button', { name: '发布评价' });
  await expect(publish).toBeDisabled();
  await expect(page.getByText('非常好')).toBeVisible();
  await page.getByRole('radio', { name: '4' }).tap();
  await expect(page.getByText('好', { exact: true })).toBeVisible();
  const text = '保温一整天,<b>钛杯</b>很轻,通勤刚好';
  await page.getByRole('textbox', { name: '评价内容' }).fill(text);
  await expect(page.getByText(`${[...text].length}/500`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '添加图片' })).toContainText('1/6');
  await page.getByRole('switch', { name: '匿名评价' }).click();
  await expect(publish).toBeEnabled();
  await shot(page, 'review-publish');
  await publish.click();

  await expect(page).toHaveURL(/\/social\/commentResult\?/);
  await expect(page.getByRole('heading', { name: '感谢您的评价' })).toBeVisible();
  await expect(page.getByText('已获得20E值')).toBeVisible();
  expect(await eValueBalance(page)).toBe(before + 20);
  await shot(page, 'review-success');
  await page.getByRole('button', { name: '查看评价' }).click();

  await expect(page).toHaveURL(/\/social\/commentList\?productId=3$/);
  await expect(page.getByRole('region', { name: '评分' })).toContainText('1 条评价 · 好评率 100%');
  // Anonymous: the owner's nickname 曜川车主·林 shows masked; the text shows as typed, not as HTML.
  const card = page.getByRole('article', { name: '曜***林的评价' });
  await expect(card).toContainText(text);
  await expect(card.getByRole('img', { name: '4星' })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await card.getByRole('button', { name: '想要,0人' }).click();
  await expect(card.getByRole('button', { name: '想要,1人' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('到底啦')).toBeVisible();
  await shot(page, 'review-list');
  await card.getByRole('button', { name: '查看第1张图片' }).click();
  await expect(page.locator('.adm-image-viewer-content')).toBeVisible();
  // The viewer fades in.
  await page.waitForTimeout(400);
  await shot(page, 'review-picture');

  // The product page's 评价 section shows it and leads to the list.
  await page.goto(CUP);
  const section = page.getByRole('region', { name: '评价 (1)' });
  await expect(section).toContainText(text);
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'review-product-section');
  await section.getByRole('link').click();
  await expect(page).toHaveURL(/\/social\/commentList\?productId=3$/);

  // The order has nothing left to review.
  await page.goto(`/social/comment-entry?orderNo=${orderNo}`);
  await expect(page.getByText('该订单的商品都已评价')).toBeVisible();
  await expect(page.getByRole('region', { name: '已评价' })).toContainText('钛金保温杯');
  expect(errors).toEqual([]);
});

test('the intellect goods link to their own review list', async ({ page }) => {
  const errors = collectErrors(page);
  const res = await page.request.get('/api-gateway/hermes/annex/v1/goods/search?bizType=1002&pageSize=50');
  const cards = ((await res.json()) as { result: { result: { id: string; saleName: string; shareUrl: string }[] } }).result.result;
  const intellect = cards.find((c) => c.saleName.includes('智驾辅助包'));
  if (!intellect) throw new Error('no seeded intellect goods');
  await page.goto(intellect.shareUrl);
  const section = page.getByRole('region', { name: '评价 (0)' });
  await expect(section).toContainText('暂无评价');
  await section.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/virtual/intellect/comment/list\\?productId=${intellect.id}$`));
  await expect(page.getByText('暂无评价')).toBeVisible();
  expect(errors).toEqual([]);
});
