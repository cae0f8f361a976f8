import type { Motif, PictureSpec } from './pictures.ts';

/**
 * Demo PGC articles for the home feed (§2 Feed, §3 feed item type 4): enough that a 20-item page
 * needs three pages with the feed's goods. Covers come in three shapes so the masonry staggers.
 */
interface SeedAuthor {
  name: string;
  avatar: PictureSpec;
}

const authors: SeedAuthor[] = [
  ['曜川官方', '#1D4ED8', ['#E8EEFB', '#B6C6EE']],
  ['车主·阿杰', '#2F5D50', ['#EEF2F0', '#C5D6CE']],
  ['露营达人小满', '#4B7A2A', ['#EEF4E8', '#C9DDB5']],
  ['充电研究所', '#137080', ['#E6F5F7', '#B0DEE5']],
  ['轻改实验室', '#5B3C99', ['#F3EEF9', '#D4C5EC']],
  ['曜川生活家', '#B4532A', ['#FBEFE6', '#F0C9A8']],
].map(([name, ink, palette], i) => ({
  name: name as string,
  avatar: {
    file: `avatar-${i + 1}.webp`,
    motif: 'avatar' as const,
    palette: palette as [string, string],
    ink: ink as string,
    width: 180,
    height: 180,
    scale: 1.5,
  },
}));

const covers: { motif: Motif; palette: readonly [string, string]; ink: string }[] = [
  { motif: 'car', palette: ['#DCE6FB', '#7F9FE6'], ink: '#1B3A8A' },
  { motif: 'tent', palette: ['#E4F1DA', '#9CC77E'], ink: '#3E6B22' },
  { motif: 'charger', palette: ['#E8F0FB', '#B7CDEE'], ink: '#1D4ED8' },
  { motif: 'stars', palette: ['#E9E8F6', '#C1BDE6'], ink: '#F5D76E' },
  { motif: 'snowflake', palette: ['#EAF3F8', '#BCD7E6'], ink: '#1F5F82' },
  { motif: 'wheel', palette: ['#EDEDED', '#C9C9C9'], ink: '#5A6270' },
  { motif: 'landscape', palette: ['#E6F4EF', '#A9DCC9'], ink: '#15806A' },
  { motif: 'cup', palette: ['#F6F1E7', '#E4D3B0'], ink: '#8A5A00' },
];

const shapes = [
  { width: 1080, height: 1440 },
  { width: 1080, height: 1080 },
  { width: 1080, height: 810 },
] as const;

const titles = [
  '冬季用车指南：低温下如何让续航更从容',
  '一家三口的川西自驾，ES9 陪我们走了 2000 公里',
  '家充桩安装全流程，一篇讲清楚',
  '星空顶改装实录：4 小时换来每晚的浪漫',
  '第一场雪之前，这 5 件事要做好',
  '21 英寸锻造轮毂上车实拍',
  'OTA 新功能速览：城市领航再升级',
  '车上喝到热咖啡的正确方式',
  '周末露营清单：天幕、储能与一壶好茶',
  '超充站地图更新，春节返乡更安心',
  '车主故事：从上海到漠河的 8 天',
  '后备箱收纳的 7 个小心思',
  '冬季胎压怎么调？工程师这样说',
  '车载香氛怎么选：木质、花香还是海洋',
  '城市夜驾：我的 3 条私藏路线',
  '座舱壁纸与音效，打造你的专属车机',
  '雪地驾驶课程回顾：稳住，才是真的快',
  '预约充电省电费，设置只要 30 秒',
  '老车主的保养心得：多久保养一次最合适',
  '亲子出行：儿童座椅安装的那些坑',
  '宠物友好出行：让毛孩子也舒舒服服',
  '曜川车主俱乐部年度聚会精彩回顾',
  '天幕遮阳帘实测：夏天降温，冬天保暖',
  '数字钥匙全攻略：手机、手表与 NFC 卡片',
  '长途自驾前的 10 项检查',
  '城市通勤一周能耗账单',
  '冬日摄影：用车灯拍出温暖的画面',
  '新春内购会开启前，你需要知道的事',
];

export interface SeedArticle {
  title: string;
  cover: PictureSpec;
  author: SeedAuthor;
  likeCount: number;
  bodyHtml: string;
  /** Hours before seeding it was published. */
  ageHours: number;
}

/** Three sections a reader scrolls: why, how (a list), and a word from the author. */
function bodyOf(title: string, author: string, i: number): string {
  const tips = [
    ['出发前检查胎压、电量与空调设置,冬季胎压可比标准值高 0.1–0.2 bar。', '提前在车机中规划补能站点,为低温与拥堵预留 20% 余量。', '遇到任何问题,可随时拨打曜川客服热线或在 App 中在线咨询。'],
    ['选择官方认证门店与配件,安装后保留质保凭证。', '改装前确认车辆保险与年检要求,避免后续麻烦。', '安装完成后在车机「设置 - 车辆」中检查功能状态。'],
    ['记录下每一次出行的能耗与路线,下一次会更从容。', '与同行车主在车主社区交流经验,常有意外收获。', '旅途中注意休息,每行驶 2 小时停车活动一下。'],
  ][i % 3]!;
  return [
    `<p>${title}——这是许多曜川车主最近常问的话题。我们把车主们的真实经验和工程师的建议整理成这篇文章,希望对你有所帮助。</p>`,
    '<h3>为什么值得关注</h3>',
    '<p>用车场景越来越丰富,一些小细节往往决定了整趟旅程的体验。提前了解、提前准备,能让每一次出发都更加安心。</p>',
    '<h3>三个实用建议</h3>',
    `<ul>${tips.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    `<blockquote>“好的出行,从准备开始。” —— ${author}</blockquote>`,
    '<p>本文内容仅供参考,具体以车辆说明书与门店服务为准。欢迎在评论区分享你的经验,优质内容有机会获得 <strong>E值</strong> 奖励。</p>',
  ].join('');
}

export const seedArticles: SeedArticle[] = titles.map((title, i) => {
  const look = covers[i % covers.length]!;
  const author = authors[i % authors.length]!;
  return {
    title,
    cover: { file: `article-${i + 1}.webp`, ...look, ...shapes[i % shapes.length]!, scale: 0.9 },
    author,
    likeCount: (i * 137 + 41) % 2_000,
    bodyHtml: bodyOf(title, author.name, i),
    ageHours: i * 7 + 1,
  };
});

export function articlePictureSpecs(): PictureSpec[] {
  return [...authors.map((a) => a.avatar), ...seedArticles.map((a) => a.cover)];
}
