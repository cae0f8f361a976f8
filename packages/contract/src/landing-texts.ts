/**
 * The texts of Text (texts.ts) the landing pages' first screen may show: the page and request
 * failures of §2 and §8 and the container's too-old notice. A module of their own so that the shop's
 * entry chunk carries these, not every text of the shop (issue 16 item 2).
 */
export const LandingText = {
  pageLost: '页面走丢了',
  noData: '暂无数据',
  appTooOld: '当前APP版本暂不支持该方法，请尝试升级版本',
  requestFailed: '请求异常,请稍后尝试',
} as const;
