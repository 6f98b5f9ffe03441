import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import type { PublicityArticle } from '@generated/cms-content/client/model/publicityArticle';
import type { Jobs } from '@generated/cms-web/client/model/jobs';
import type { SiteContentArticle } from '@generated/cms-web/client/model/siteContentArticle';
import type { SiteMenuSub } from '@generated/cms-web/client/model/siteMenuSub';
import type { SiteMenuTree } from '@generated/cms-web/client/model/siteMenuTree';
import { DEPARTMENTS } from './backend/vocabulary';
import { OVERLAY_PAYLOADS } from './xss-corpus';

/**
 * Deterministic public-site data for the embedded mocks: a menu tree that reaches every content
 * route and every menu rule of SPEC.md §2, contents to page through, rich articles (one of them
 * hostile, for the sanitising test), exam news, jobs and a live timetable.
 */

const iso = (date: Date) => date.toISOString().slice(0, 19) + 'Z';
/** Publishing dates count back from a fixed day, so every run shows the same lists. */
const published = (daysBefore: number, hour = 9) => iso(new Date(Date.UTC(2026, 10, 18, hour - 8) - daysBefore * 86_400_000));

/** Covers are inline SVG: the mocks must work on a closed network. */
export function svgCover(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},68%,42%)"/><stop offset="1" stop-color="hsl(${hue + 35},75%,58%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="340" cy="50" r="110" fill="#fff" fill-opacity=".12"/><circle cx="40" cy="290" r="130" fill="#fff" fill-opacity=".08"/><text x="200" y="162" font-family="Noto Sans CJK SC,Noto Sans SC,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const sub = (id: number, name: string, contentType: SiteMenuSub['contentType'], sortType: string, sort: number): SiteMenuSub => ({ id, name, contentType, sortType, sort });

export const SITE_MENUS: SiteMenuTree[] = [
  {
    id: 1,
    name: '关于我们',
    sort: 1,
    subMenus: [
      sub(101, '公司简介', 'c-1', 's-1-1', 1),
      sub(102, '企业文化', 'c-1', 's-1-2', 2),
      sub(103, '发展历程', 'c-2', 's-1-3', 3),
      sub(104, '社会责任', 'c-1', 's-1-4', 4),
      sub(105, '企业实力', 'c-3', 's-1-5', 5),
      sub(106, '师资团队', 'c-3', 's-1-6', 6),
      sub(107, '荣誉资质', 'c-3', 's-1-7', 7),
      sub(108, '联系我们', 'c-1', 's-1-8', 8),
    ],
  },
  { id: 2, name: '新闻中心', sort: 2, subMenus: [sub(201, '公司新闻', 'c-2', 's-2-1', 1), sub(202, '党建动态', 'c-2', 's-2-2', 2), sub(203, '媒体报道', 'c-0', 's-2-3', 3)] },
  {
    id: 3,
    name: '业务板块',
    sort: 3,
    subMenus: [sub(301, '学历继续教育', 'c-2', 's-3-1', 1), sub(302, '职业技能培训', 'c-2', 's-3-2', 2), sub(303, '在线学习平台', 'c-2', 's-0-2', 3)],
  },
  { id: 4, name: '合作案例', sort: 4, subMenus: [sub(401, '合作院校', 'c-3', 's-4-1', 1), sub(402, '办学成果', 'c-2', 's-4-2', 2)] },
  // The three top-level menus the site never shows (SPEC.md §2), in both languages the CMS uses.
  { id: 90, name: '配置', sort: 90, subMenus: [sub(901, '首页轮播', 'c-3', 's-9-1', 1)] },
  { id: 91, name: 'bottom menu', sort: 91, subMenus: [sub(911, '隐私政策', 'c-1', 's-1-1', 1)] },
  { id: 92, name: '隐藏菜单', sort: 92, subMenus: [sub(921, '内部测试页', 'c-2', 's-2-1', 1)] },
];

const para = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

function newsBody(title: string, summary: string, index: number): string {
  const focus = ['学员服务', '教学质量', '校企合作', '数字化学习'][index % 4];
  return (
    para(`${summary}`, `本次活动围绕“${focus}”展开。相关负责人表示，公司将持续完善教学与服务体系，让每一位学员都能获得专业、便捷、有温度的学习支持。`) +
    `<h2>活动亮点</h2><ul><li>资深教研团队全程参与，内容紧扣考试大纲与岗位需求；</li><li>线上线下同步进行，学员可通过学考通 App 回看；</li><li>现场设置咨询服务台，一对一解答报考与学习规划问题。</li></ul>` +
    para(`“${title}”是公司年度重点工作之一。下一步，公司将总结经验，在更多城市推广相关做法。`, '如需了解详情，请拨打咨询热线 400-800-1234，或到就近的学习服务中心咨询。')
  );
}

interface Seed {
  title: string;
  summary: string;
  cover?: string;
  content?: string;
  isTop?: 0 | 1;
  daysBefore?: number;
}

/** An article as the CMS stores it: the detail plus the pin flag its list brief carries. */
export type SiteContentFixture = SiteContentArticle & { isTop: 0 | 1 };

/** The articles of one menu, newest first; list items are their briefs. */
function articles(menuId: number, menuName: string, seeds: Seed[], spacing = 5): SiteContentFixture[] {
  return seeds.map((seed, index) => ({
    id: menuId * 100 + index + 1,
    menuId,
    menuName,
    title: seed.title,
    summary: seed.summary,
    cover: seed.cover,
    isTop: seed.isTop ?? 0,
    content: seed.content ?? newsBody(seed.title, seed.summary, index),
    author: '品牌中心',
    source: '教育服务平台',
    publishTime: published(seed.daysBefore ?? index * spacing),
    viewCount: 1860 - index * 67,
  }));
}

/** What the sanitising test looks for: none of these may run or survive in the page. */
export const HOSTILE_ARTICLE_HTML =
  para('11 月 12 日，2026 中国国际教育年会在北京开幕，公司受邀参展并分享成人学历教育数字化服务经验。') +
  '<img src="/__missing-image.png" alt="年会现场" onerror="window.__xss=\'onerror\'">' +
  "<script>window.__xss = 'script'</script>" +
  para('<a href="javascript:window.__xss=\'link\'">查看大会官网</a>', '<a href="https://www.example.edu.cn/expo" target="_blank">大会报道（外部链接）</a>');

/**
 * An article made of CSS-overlay payloads (fixed/absolute/sticky boxes, z-index, transforms, style
 * sheets, the site's own utility classes), each carrying a fake sign-in link: none may cover the page.
 */
export const OVERLAY_ARTICLE_HTML = para('本文用于验证：正文中的样式与定位不能覆盖网站页头。') + OVERLAY_PAYLOADS.map((payload) => payload.html).join('');

const NEWS_TITLES = [
  '2026年秋季学历提升招生简章正式发布',
  '2026年成人高考考前冲刺公益讲座圆满举办',
  '与江南师范学院签署继续教育合作协议',
  '荣获“年度优秀职业教育培训机构”称号',
  '学考通 App 3.0 上线，新增智能错题本',
  '2026届学员毕业典礼暨学位授予仪式举行',
  '暑期教师教学能力提升营顺利结业',
  '公司受邀参加2026中国国际教育年会',
  '职业技能等级认定考点通过省级复审',
  '“助学圆梦”公益助学金今年资助学员312名',
  '城东学习服务中心正式启用',
  '直播课堂全年授课突破一万课时',
  '与十家企业共建员工学历提升计划',
  '上半年学员满意度调查结果发布',
  '第三届青年教师教学技能大赛举行',
  '退役军人职业技能培训班开班',
  '夜校“职场充电”系列课程全面上线',
  '受邀出席全省继续教育工作研讨会',
  '自学考试助学服务中心揭牌',
  '年度优秀学员表彰大会举行',
  '教学服务管理体系通过 ISO 9001 认证',
  '公司成立十周年暨教育发展论坛举行',
  '关于国庆假期直播课程安排的通知',
];

const NEWS_LEADS = [
  '公司相关部门负责人出席并讲话，学员代表、合作院校代表等参加。',
  '活动吸引了数百名在职学员参与，现场气氛热烈。',
  '这是公司深化校企合作、提升服务质量的又一重要举措。',
  '相关负责人介绍了项目的背景、安排与下一步计划。',
];

const companyNews = articles(
  201,
  '公司新闻',
  NEWS_TITLES.map((title, index) => ({
    title,
    summary: `近日，${title.replace(/^关于/, '公司发布关于')}。${NEWS_LEADS[index % NEWS_LEADS.length]}`,
    isTop: index === 0 ? 1 : 0,
    content: index === 7 ? HOSTILE_ARTICLE_HTML : undefined,
  })),
  4,
);

const ABOUT_HTML =
  para(
    '教育服务平台成立于 2012 年，是一家专注成人学历提升、继续教育与职业技能培训的综合教育服务机构。公司总部位于北京，在全国设有 36 个学习服务中心，累计服务学员超过 20 万人次。',
  ) +
  `<img src="${svgCover('教学服务中心', 215)}" alt="教学服务中心">` +
  '<h2>我们做什么</h2><ul><li><strong>学历提升：</strong>成人高考、自学考试、开放教育、专升本全流程辅导；</li><li><strong>继续教育：</strong>面向在职人员的专业技术人员继续教育与行业培训；</li><li><strong>职业培训：</strong>职业技能等级认定、退役军人技能培训、企业内训；</li><li><strong>在线学习：</strong>学考通 App 提供直播课、题库与模拟考试。</li></ul>' +
  '<h2>我们的承诺</h2><blockquote>让每一次学习都算数：课程紧贴考纲，服务贯穿始终，结果看得见。</blockquote>' +
  para('我们与 60 余所高等院校建立合作，坚持“教学为本、服务至上”，以专业的教研团队和数字化学习平台，帮助在职学员平衡工作与学习。');

const single = (menuId: number, name: string, title: string, summary: string, content: string) => articles(menuId, name, [{ title, summary, content, daysBefore: 120 }]);

const MILESTONES: [string, string, number][] = [
  ['2012 · 公司成立', '在北京海淀成立，开设首个成人高考辅导班。', 5210],
  ['2014 · 首个分中心', '天津、石家庄学习服务中心相继启用。', 4400],
  ['2016 · 继续教育', '获批专业技术人员继续教育施教机构。', 3670],
  ['2018 · 线上转型', '直播课堂上线，学员可随时随地学习。', 2940],
  ['2020 · 学考通 App', '自主研发的学考通 App 正式发布。', 2210],
  ['2022 · 职业培训', '成为职业技能等级认定社会评价组织。', 1480],
  ['2024 · 全国布局', '学习服务中心增至 36 个，覆盖 18 个省份。', 750],
  ['2026 · 十周年再出发', '发布“数字学习 2030”发展规划。', 20],
];

const tiles = (menuId: number, name: string, items: [string, string][], hue: number) =>
  articles(
    menuId,
    name,
    items.map(([title, summary], index) => ({ title, summary, cover: svgCover(title, (hue + index * 23) % 360) })),
    30,
  );

const contents: SiteContentFixture[] = [
  ...single(101, '公司简介', '专注成人教育十余年，陪伴每一位求学者', '成人学历提升、继续教育与职业技能培训综合服务机构。', ABOUT_HTML),
  ...single(
    102,
    '企业文化',
    '使命、愿景与价值观',
    '以学员为中心，以结果为导向。',
    '<h2>使命</h2>' +
      para('让每一个想学习的人，都有机会改变自己的命运。') +
      '<h2>愿景</h2>' +
      para('成为最受信赖的成人教育服务品牌。') +
      '<h2>价值观</h2><ul><li>学员第一：每一项决定都从学员利益出发；</li><li>专业求实：用数据和结果说话；</li><li>开放协作：与院校、企业共同成长。</li></ul>',
  ),
  ...articles(
    103,
    '发展历程',
    MILESTONES.map(([title, summary, daysBefore]) => ({ title, summary, daysBefore })),
  ),
  ...single(
    104,
    '社会责任',
    '助学圆梦，回馈社会',
    '设立公益助学金，帮助困难学员完成学业。',
    para('自 2015 年起，公司设立“助学圆梦”公益助学金，累计资助学员 2,300 余名，资助金额超过 800 万元。') +
      '<h2>公益项目</h2><ul><li>乡村教师学历提升计划</li><li>退役军人免费技能培训</li><li>残疾人远程学习支持</li></ul>',
  ),
  ...tiles(
    105,
    '企业实力',
    [
      ['36 个学习服务中心', '覆盖 18 个省份，就近报名、就近学习。'],
      ['自主学习平台', '学考通 App 累计用户超过 120 万。'],
      ['10 万道精品题库', '按考纲逐年更新，智能组卷。'],
      ['专职教研中心', '百余名专职教研老师研发课程。'],
      ['全程教务服务', '从报名到毕业一对一跟进。'],
      ['60 余所合作院校', '与本科及高职院校长期合作。'],
    ],
    200,
  ),
  ...tiles(
    106,
    '师资团队',
    [
      ['张敏 · 语文', '副教授，成人高考语文教研组组长，教龄 18 年。'],
      ['李强 · 高等数学', '数学硕士，擅长零基础学员的系统提分。'],
      ['王芳 · 英语', '英语专业八级，专升本英语主讲老师。'],
      ['陈晨 · 政治', '思政方向硕士，历年押题命中率高。'],
      ['刘洋 · 医学综合', '临床医学背景，医学类专业课主讲。'],
      ['赵磊 · 计算机', '高级工程师，职业技能培训讲师。'],
      ['孙悦 · 教育理论', '心理学博士，教育类专业课主讲。'],
      ['周杰 · 经济管理', '注册会计师，经管类课程主讲。'],
    ],
    260,
  ),
  ...tiles(
    107,
    '荣誉资质',
    [
      ['年度优秀职业教育机构', '2026 年度行业协会评选。'],
      ['继续教育施教机构', '人社部门批准的施教机构资质。'],
      ['ISO 9001 认证', '教学服务管理体系认证。'],
      ['守合同重信用企业', '市场监管部门公示。'],
      ['社会评价组织', '职业技能等级认定资质。'],
      ['优秀合作单位', '合作院校年度表彰。'],
      ['公益助学先进单位', '慈善总会授予。'],
      ['高新技术企业', '学考通平台研发成果。'],
    ],
    30,
  ),
  ...single(
    108,
    '联系我们',
    '联系我们',
    '欢迎来电或到访，我们将竭诚为您服务。',
    para('咨询热线：400-800-1234（每日 8:30—21:00）', '电子邮箱：service@edu-services.cn', '总部地址：北京市海淀区中关村大街 18 号') +
      '<h2>各地学习服务中心</h2><table><thead><tr><th>城市</th><th>地址</th><th>电话</th></tr></thead><tbody>' +
      '<tr><td>北京</td><td>海淀区中关村大街 18 号</td><td>010-6200 1234</td></tr><tr><td>天津</td><td>南开区卫津路 92 号</td><td>022-2350 1234</td></tr>' +
      '<tr><td>石家庄</td><td>长安区中山东路 105 号</td><td>0311-8666 1234</td></tr></tbody></table>',
  ),
  ...companyNews,
  ...articles(
    202,
    '党建动态',
    [
      '党支部开展“学习贯彻党的二十大精神”专题学习',
      '党员志愿者走进社区开展学习咨询',
      '“七一”主题党日活动举行',
      '党建引领助力乡村教师学历提升',
      '党支部书记讲专题党课',
      '开展廉洁从业警示教育',
    ].map((title) => ({ title, summary: `${title}，全体党员参加。` })),
    20,
  ),
  ...articles(
    203,
    '媒体报道',
    [
      { title: '《中国教育报》：数字化让成人学习更有温度', summary: '报道介绍了公司直播课堂与智能题库的实践。', content: ABOUT_HTML },
      { title: '地方电视台专访：在职学历提升的新路径', summary: '公司负责人接受专访，谈在职人员学历提升。' },
      { title: '《职业教育周刊》：退役军人技能培训的探索', summary: '报道公司退役军人免费技能培训项目。' },
      { title: '新华网：学考通 App 助力百万学员备考', summary: '报道学考通 App 的发展与用户口碑。' },
    ],
    25,
  ),
  ...articles(
    301,
    '学历继续教育',
    [
      ['成人高考', '高起专、高起本、专升本三个层次，业余或函授学习。'],
      ['自学考试', '宽进严出，国家承认学历，考试灵活。'],
      ['开放教育', '注册入学，线上学习，适合在职人员。'],
      ['网络教育', '名校网络学院，随时随地学习。'],
      ['专升本辅导', '统招专升本考前系统辅导。'],
    ].map(([title = '', summary = '']) => ({ title, summary })),
    12,
  ),
  ...articles(
    302,
    '职业技能培训',
    [
      ['职业技能等级认定', '人工智能训练师、健康管理师等热门工种。'],
      ['退役军人技能培训', '免费参训，结业推荐就业。'],
      ['企业定制内训', '按岗位能力模型设计课程。'],
      ['夜校职场充电', '办公软件、短视频运营、财务实务。'],
      ['专业技术人员继续教育', '公需科目与专业科目在线学习。'],
    ].map(([title = '', summary = '']) => ({ title, summary })),
    12,
  ),
  ...articles(
    303,
    '在线学习平台',
    [
      { title: '学考通 App', summary: '直播、题库、模考一站式学习。' },
      { title: '直播课堂', summary: '名师每日直播，支持回放。' },
      { title: '智能题库', summary: '十万道真题与模拟题，错题自动归集。' },
    ],
    10,
  ),
  ...tiles(
    401,
    '合作院校',
    [
      ['江南师范学院', '成人学历教育合作院校。'],
      ['华北理工职业学院', '职业技能培训合作院校。'],
      ['东海财经大学', '经管类专业合作。'],
      ['西山医科大学', '医学类专业合作。'],
      ['北方交通学院', '工科类专业合作。'],
      ['南湖师范大学', '教育类专业合作。'],
      ['中原科技学院', '计算机类专业合作。'],
      ['滨海开放大学', '开放教育合作。'],
      ['长江职业技术学院', '高职扩招合作。'],
    ],
    180,
  ),
  ...articles(
    402,
    '办学成果',
    [
      '2026 年成人高考学员录取率达 96%',
      '自考学员毕业人数连续五年增长',
      '职业技能认定通过率位居全省前列',
      '学员获全国职业院校技能大赛二等奖',
      '企业内训满意度达 98.6%',
      '开放教育学员学位申请通过率创新高',
    ].map((title) => ({ title, summary: `${title}，成绩背后是教研与服务团队的共同努力。` })),
    18,
  ),
  ...articles(901, '首页轮播', [{ title: '秋季招生进行中', summary: '首页轮播配置。' }]),
  ...articles(911, '隐私政策', [{ title: '隐私政策', summary: '隐私政策。' }]),
  ...articles(921, '内部测试页', [
    { title: '内部测试', summary: '不对外展示。' },
    // A hidden menu's article (id 92102): the overlay test opens it by id, no list counts change.
    { title: '样式覆盖测试', summary: '正文试图盖住网站页头。', content: OVERLAY_ARTICLE_HTML, daysBefore: 400 },
  ]),
];

export const SITE_CONTENTS: readonly SiteContentFixture[] = contents;

export const SITE_PUBLICITY_LABELS = ['成人高考', '专升本', '自学考试', '报考指南', '政策解读', '备考干货'];

const PUBLICITY: [string, string[], string][] = [
  ['2026年全国成人高考成绩公布，附查询入口', ['成人高考'], '北京'],
  ['2027年成人高考报名时间预测：预计8月下旬开始', ['成人高考', '报考指南'], '河北'],
  ['专升本英语高频词汇 500 个，考前必背', ['专升本', '备考干货'], '天津'],
  ['自学考试 2027 年 4 月考期报考须知', ['自学考试', '报考指南'], '北京'],
  ['教育部：进一步规范成人高等学历教育招生工作', ['政策解读', '成人高考'], ''],
  ['成人高考数学大题解题思路汇总', ['成人高考', '备考干货'], ''],
  ['专升本报考条件与流程一图读懂', ['专升本', '报考指南'], '河北'],
  ['自考免考政策解读：哪些课程可以申请免考', ['自学考试', '政策解读'], ''],
  ['成人高考录取查询常见问题解答', ['成人高考'], '天津'],
  ['专升本政治：时政热点梳理（11月）', ['专升本', '备考干货'], ''],
  ['在职人员学历提升方式如何选择', ['报考指南'], ''],
  ['自考实践考核安排及注意事项', ['自学考试'], '北京'],
  ['学位英语考试报名开始，这些材料要提前准备', ['报考指南', '备考干货'], ''],
  ['继续教育学时认定新规解读', ['政策解读'], ''],
];

export const SITE_PUBLICITY: readonly PublicityArticle[] = PUBLICITY.map(([title, labels, province], index) => ({
  id: 5001 + index,
  type: 1,
  title,
  labels,
  province: province || undefined,
  summary: `${title}。本文整理了考生最关心的时间节点、要求和注意事项，建议收藏。`,
  cover: index % 3 === 0 ? svgCover(labels[0] ?? '考试资讯', (index * 37 + 200) % 360) : undefined,
  content:
    para(`${title}。以下内容根据官方公告与往年经验整理，最终以各省教育考试院发布的信息为准。`) +
    '<h2>重点提示</h2><ol><li>关注所在省份教育考试院官网的正式通知；</li><li>提前准备身份证、毕业证书等材料；</li><li>合理安排复习时间，按计划完成练习。</li></ol>' +
    para('如对报考有疑问，可在学考通 App 中咨询专属班主任，或拨打 400-800-1234。'),
  author: '教研中心',
  source: '学考通资讯',
  viewCount: 3200 - index * 131,
  publishTime: published(index * 3, 10),
}));

const JOB_ROWS: [string, string, string, number, number | undefined, number | undefined, 0 | 1 | 2 | 3 | 4][] = [
  ['成人高考语文讲师', '教学部', '北京', 2, 12000, 20000, 3],
  ['专升本英语讲师', '教学部', '北京', 2, 12000, 18000, 3],
  ['课程顾问', '招生一部', '天津', 6, 8000, 15000, 2],
  ['班主任（学员服务）', '教务部', '石家庄', 4, 6000, 9000, 2],
  ['教研专员（题库方向）', '教研中心', '北京', 1, 10000, 16000, 3],
  ['前端开发工程师', '信息技术部', '北京', 2, 18000, 30000, 3],
  ['短视频运营', '市场推广部', '北京', 1, 9000, 14000, 2],
  ['职业技能培训讲师', '职业培训部', '天津', 2, undefined, undefined, 2],
  ['财务专员', '财务部', '北京', 1, 8000, 12000, 3],
  ['学习服务中心主任', '运营中心', '郑州', 1, 15000, 25000, 3],
];

export const SITE_JOBS: readonly Jobs[] = JOB_ROWS.map(([title, departmentName, city, headcount, salaryMin, salaryMax, education], index) => ({
  id: 7001 + index,
  title,
  // The one department table of the whole app (the back office's department switcher included).
  departmentId: DEPARTMENTS.find((d) => d.name === departmentName)?.id ?? 1,
  departmentName,
  city,
  headcount,
  salaryMin,
  salaryMax,
  education,
  duty: `1. 负责${departmentName}的${title}相关工作；\n2. 配合团队完成年度目标，持续提升学员满意度；\n3. 参与流程优化与经验沉淀。`,
  requirements: '1. 认同成人教育事业，责任心强；\n2. 良好的沟通表达能力与团队协作意识；\n3. 有教育行业相关经验者优先。',
  status: 1,
  publishTime: published(index * 6),
  createTime: published(index * 6 + 1),
}));

const LIVE: [string, string, string, number, number, number][] = [
  ['成人高考语文：古诗文鉴赏答题模板', '语文', '张敏', 0, 19, 90],
  ['高等数学：极限与连续专题', '高等数学', '李强', 0, 20, 90],
  ['专升本英语：阅读理解提速技巧', '英语', '王芳', 1, 19, 90],
  ['政治时政热点 11 月精讲', '政治', '陈晨', 2, 19, 60],
  ['医学综合：生理学高频考点', '医学综合', '刘洋', 2, 20, 90],
  ['计算机基础：Excel 函数实战', '计算机', '赵磊', 3, 19, 90],
  ['教育理论：教育心理学重点串讲', '教育理论', '孙悦', 4, 19, 90],
  ['经济管理：管理学原理冲刺', '经济管理', '周杰', 5, 10, 120],
  ['成人高考数学：函数与方程', '数学', '李强', 5, 14, 90],
  ['英语作文万能句型', '英语', '王芳', 6, 10, 90],
];

/** The live courses' teachers, in order of first appearance: teacher ids 1, 2, … */
export const LIVE_TEACHERS = [...new Set(LIVE.map((row) => row[2]))];

/**
 * The live timetable is the one moving part: it runs from yesterday over the coming week, so the
 * page always shows ended, current and upcoming courses; the status follows from the times, as
 * the backend computes it. Everything else about a course is fixed.
 */
export function siteLiveCourses(now = new Date()): LiveCourse[] {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return LIVE.map(([title, subjectName, teacherName, day, hour, minutes], index) => {
    const start = new Date(yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate() + day, hour);
    const end = new Date(start.getTime() + minutes * 60_000);
    const liveStatus = now < start ? 0 : now < end ? 1 : 2;
    return {
      id: 8001 + index,
      title,
      subjectName,
      // A record of the teachers' table (ids from 1), named as it is there (demo-data.ts).
      teacherId: 1 + LIVE_TEACHERS.indexOf(teacherName),
      teacherName,
      cover: svgCover(subjectName, (index * 41 + 190) % 360),
      startTime: iso(start),
      endTime: iso(end),
      liveUrl: `https://live.edu-services.cn/room/${8001 + index}`,
      replayUrl: liveStatus === 2 ? `https://live.edu-services.cn/replay/${8001 + index}` : undefined,
      liveStatus,
      introduction: `本节课由${teacherName}老师主讲，围绕“${title.split('：').pop() ?? title}”梳理考点、讲解例题，课后提供讲义与练习。适合正在备考的学员，建议提前 10 分钟进入直播间。`,
      sort: index,
      status: 1,
      createTime: published(30),
    };
  });
}
