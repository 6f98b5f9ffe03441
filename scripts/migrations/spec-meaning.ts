/**
 * One-off migration (2026-11): wrote the first `x-` meaning declarations into every spec
 * (openapi/README.md "Meaning"). Kept for the record of how the bulk was derived; new fields are declared
 * by hand and `npm run lint:spec` keeps them declared. Re-running it is harmless (it only adds what is missing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isMap, parseDocument, visit, type Document, type YAMLMap } from 'yaml';
import { groupSpecs } from '../spec-files.ts';
import { manifest } from '../manifest.ts';

type Json = Record<string, unknown>;
const groups = manifest();
const resources = groups.flatMap((g) => g.resources.map((r) => ({ ...r, service: g.service })));
const byKey = new Map(resources.map((r) => [r.key, r]));

function labelField(key: string): string {
  const r = byKey.get(key);
  const fields = (r?.operations.find((o) => o.kind === 'list')?.dataFields ?? []).map((f) => f.name);
  return (
    ['name', 'title', 'nickname', 'versionName'].find((f) => fields.includes(f)) ?? fields.find((f) => f.endsWith('Name')) ?? (fields.includes('content') ? 'content' : 'name')
  );
}

const PEOPLE =
  /^(owner|admin|toAdmin|fromAdmin|fromOwner|toOwner|approver|manager|appraiser|claimant|applicant|commenter|scorer|receiver|attendee|originator|currentApprover|receptionist|sender|auditor|creator|operator|leader)$/;
/** Targets by reference name, where the name alone says it (whatever the group). */
const FIXED: Record<string, string> = {
  department: 'bmsSystemDepartment',
  viewDepartment: 'bmsSystemDepartment',
  position: 'bmsSystemPosition',
  channel: 'umsPromoteOpxChannel',
  clue: 'umsPromoteClue',
  company: 'umsEnterpriseEnterpriseCompany',
  origin: 'umsPromoteClueOrigin',
  pool: 'umsPromoteSchedulePool',
  awards: 'bmsActivityContinueEnrollActivityAwards',
  chapter: 'bmsContChapter',
  task: 'bmsExtensionOutboundCall',
  script: 'bmsExtensionOutboundCallScript',
  numberPool: 'bmsExtensionOutboundCallNumberPool',
  shop: 'bmsExtensionMerchantCardShop',
  monthReview: 'bmsPersonnelMonthReview',
  enrollTarget: 'bmsStatisticsEnrollTarget',
  nightClass: 'cmsNightClassNightClass',
  site: 'umsPromoteOpxSite',
  schoolroom: 'cmsResourceSchoolroom',
  asset: 'bmsAssetAssetContent',
  addressInfo: 'bmsExtensionAddressInfo',
  payConfig: 'bmsExtensionPayConfig',
  bill: 'bmsExtensionBill',
  question: 'bmsSystemQuestion',
  expressage: 'bmsPersonnelExpressage',
  flow: 'bmsSystemApprovalFlow',
  classificationOne: 'bmsExtensionClassificationOne',
  classificationTwo: 'bmsExtensionClassificationTwo',
  classificationThree: 'bmsExtensionClassificationThree',
  user: 'umsUserUser',
  tag: 'bmsExtensionWecomTag',
  addTag: 'bmsExtensionWecomTag',
  removeTag: 'bmsExtensionWecomTag',
  label: 'bmsExtensionColumnLabel',
  class: 'cmsArmyClass',
  resource: 'bmsContResource',
  headTeacher: 'bmsContHeadTeacher',
  dingDept: 'bmsSystemDingDepartment',
  parentDingDept: 'bmsSystemDingDepartment',
  config: 'bmsDevelopRequirementConfig',
  school: 'umsPromoteCareerSchool',
  template: 'bmsExtensionMerchantCardTemplate',
  customer: 'bmsExtensionWechatCustomer',
  employee: 'bmsPersonnelInternalEmployee',
  classification: 'bmsExtensionClassificationOne',
  subclass: 'bmsExtensionClassificationTwo',
  project: 'cmsArmyProject',
  record: 'bmsMentalTestEmployee',
  category: 'bmsContContinueConfig',
  direction: 'bmsContContinueConfig',
  postDirection: 'bmsContContinueConfig',
  difficulty: 'bmsContContinueConfig',
  team: 'bmsActivityEnroll',
  member: 'bmsSystemAdmin',
  student: 'umsUserUser',
  video: 'bmsContResource',
  order: 'bmsExtensionMerchantCardOrder',
  target: 'bmsActivityAssessTarget',
  event: 'bmsSystemToDoMatter',
  business: 'bmsSystemApprovalFlow',
  app: 'bmsDevelopAppVersion',
  menu: 'bmsSystemMenu',
};
/** Where the same name means a different table in a group (courses, papers, teachers, activities). */
const PER_GROUP: Record<string, Record<string, string>> = {
  'bms-cont': { course: 'bmsContContinueCourse', paper: 'bmsContPaper', teacher: 'bmsContTeacher', subject: 'bmsContSubject', student: 'umsUserUser' },
  'bms-mentalTest': { paper: 'bmsMentalTestPaper', record: 'bmsMentalTestEmployee', question: 'bmsMentalTestPaperExercise' },
  'cms-army': {
    course: 'cmsArmyCourse',
    paper: 'cmsArmyPaper',
    student: 'cmsArmyStudent',
    teacher: 'cmsResourceTeacher',
    headTeacher: 'bmsSystemAdmin',
    project: 'cmsArmyProject',
  },
  'cms-resource': { course: 'cmsResourceCourse', paper: 'cmsResourcePaper', teacher: 'cmsResourceTeacher', subject: 'cmsResourceSubject' },
  'cms-content': { course: 'cmsResourceCourse', teacher: 'cmsResourceTeacher', subject: 'cmsResourceSubject' },
  'cms-web': { menu: 'cmsWebSiteMenu' },
  'cms-activity': { activity: 'cmsActivityActivity' },
  'sms-social': { course: 'cmsResourceCourse', paper: 'cmsResourcePaper', subject: 'cmsResourceSubject', chapter: 'bmsContChapter', video: 'bmsContResource' },
  'ums-enterprise': { employee: 'umsEnterpriseEmployee' },
  'bms-extension': { template: 'bmsExtensionMerchantCardTemplate', customer: 'bmsExtensionWechatCustomer', course: 'bmsContContinueCourse' },
};
const DEFAULTS: Record<string, string> = {
  course: 'bmsContContinueCourse',
  paper: 'cmsResourcePaper',
  teacher: 'cmsResourceTeacher',
  subject: 'cmsResourceSubject',
  activity: 'bmsActivityContinueEnrollActivity',
};
/** Integer ids of other systems (DingTalk, WeChat, a pager cursor): codes, not our records. */
const EXTERNAL = new Set(['processInstanceId', 'openId', 'externalUserId', 'lastId', 'appId', 'eventId']);

function target(name: string, group: string, resource: string): string | undefined {
  const base = name.replace(/Ids?$/, '');
  if (base === 'parent') return resource;
  if (base === 'exercise' || base === 'question') return 'bmsMentalTestPaperExercise';
  if (PEOPLE.test(base)) return 'bmsSystemAdmin';
  if (base === 'activity' && /Assess/.test(resource)) return 'bmsActivityAssessActivity';
  if (base === 'template' && /Wechat/.test(resource)) return 'bmsExtensionWechatTemplate';
  if (base === 'customer' && /Wecom/.test(resource)) return 'bmsExtensionWecomCustomer';
  return PER_GROUP[group]?.[base] ?? FIXED[base] ?? DEFAULTS[base];
}

const NUMBER_SEMANTICS: [RegExp, string][] = [
  [/^(sort|orderNum|seq)$|Sort$/, 'sort'],
  [/[Pp]ercent|Ratio$|[Rr]ate$|^roi$|Proportion$/, 'rate'],
  [/[Aa]mount|[Pp]rice|[Ff]ee$|[Ii]ncome|[Mm]oney|[Cc]ost|[Ff]reight|[Bb]alance|[Ss]alary|[Bb]udget|[Rr]efund|[Dd]iscount$|[Pp]rofit|[Tt]uition/, 'money'],
  [/[Dd]uration|[Mm]inutes|[Ss]econds|[Hh]ours$|[Dd]ays$|showSeconds/, 'duration'],
  [/^year$|Year$/, 'year'],
  [/^age$|Age$/, 'age'],
  [/[Ss]core|[Pp]oints?$|[Gg]rade$/, 'score'],
];

const TEXT_SEMANTICS: [RegExp, string][] = [
  [/^(keyword|searchKey)$/, 'keyword'],
  [/^(remark|note|notes|memo|reason|opinion|comment|reply|failReason|changeReason|errorMsg|conclusion|followContent|feedback|summary)$|Remark$|Reason$/, 'remark'],
  [/^(content|html|text|introduction|description|outline|guide|analysis|answer|requirement|requirements|duty|rule|stem|detail|body)$|Content$|Intro$/, 'content'],
  [/^(title|subject|headline)$|Title$/, 'title'],
  [/^(address|receiverAddress|location)$|Address$/, 'address'],
  [/^province$|Province$/, 'province'],
  [/^city$|City$/, 'city'],
  [/^(district|county)$|District$/, 'district'],
  [/^(url|link|mediaUrl|callbackUrl|icon|avatar|cover|image|picture|qrCode)$|Url$|Link$/, 'url'],
  [/^(email|mail)$|Email$/, 'email'],
  [/^(wechat|wx|wechatNo)$|Wechat$/, 'wechat'],
  [/^(account|username|loginName)$|Account$/, 'account'],
  [
    /[Cc]ode$|No$|^(bizNo|orderNo|outTradeNo|merchantNo|voucherNo|assetNo|cardNo|key|configKey|cacheKey|processCode|version|versionName|token|secret|corpId|agentId|md5|hash|ip|device|userAgent|os|browser|sn|serial)$|Key$|Id$/,
    'code',
  ],
  [/^(schoolName|universityName|school|college)$|SchoolName$/, 'school'],
  [/^(majorName|major|speciality|careerName|certificateName)$/, 'major'],
  [/^(courseName|course|subjectName|examSubjects|chapterName|paperName|packageName|videoName|goodsName|productName|lecturerName)$/, 'course'],
  [
    /^(departmentName|companyName|corpName|unitName|armyUnit|shopName|company|publisher|platformName|platform|channelName|siteName|originName|groupName|accountName)$|(Department|Company|Unit|Org|Shop|Channel)Name$/,
    'orgName',
  ],
  [/(^|[a-z])(name|Name|nickname|remarkName|author|createBy|updateBy|auditBy|readBy|contact|contactName)$/, 'personName'],
];

/** Names of a resource's own `name` by what the resource is. */
function nameSemantic(resource: string): string | undefined {
  if (
    /(Clue|Student|Teacher|Employee|Admin|User|Customer|Member|Enroll|SignUp|RealName|ArmyInfo|SoldierInfo|Family|FeeRecord|Appointment|IncomeStudent|EnrollSelf|LoginRecord|ChangePhone|SchoolRoll|AwardsRecord|Deduction|MerchantCardOrder|WecomUser|TianmaoActivity|InternalEmployee|Record)$/.test(
      resource,
    )
  )
    return 'personName';
  if (/(Course|NightClass|Chapter|Paper|Ebook|Resource)$/.test(resource)) return 'course';
  if (/(School|Selftaught)$/.test(resource)) return 'school';
  if (/(Major|ExemptionDegree)$/.test(resource)) return 'major';
  if (/(Department|Company|Shop|CrgkSite|OpxSite|DingDepartment)$/.test(resource)) return 'orgName';
  return undefined;
}

/** Examples for the `name` of every other resource: what staff call its records. */
const NAME_EXAMPLES: Record<string, string[]> = {
  bmsActivityAssessActivity: ['2026年春季招生冲刺考核', '11月部门业绩考核', '年度招生之星评选'],
  bmsActivityContinueEnrollActivity: ['双十二继续教育报名季', '春季学历提升招生活动', '老学员推荐有礼'],
  bmsActivityContinueEnrollActivityAwards: ['一等奖·平板电脑', '二等奖·蓝牙耳机', '三等奖·学习礼包', '参与奖·定制笔记本'],
  bmsContContinueConfig: ['学历提升', '职业资格', '专业技术人员继续教育', '公需科目'],
  bmsDevelopConfig: ['短信签名', '线索自动回收天数', '公海领取上限', '外呼并发数'],
  bmsDevelopDataRepair: ['修复线索负责人归属', '重算11月报名统计', '补录缴费流水'],
  bmsDevelopDynamicCode: ['线索去重规则', '报名金额校验', '渠道归属计算'],
  bmsDevelopRequirement: ['线索列表增加意向等级筛选', '导出报名数据增加负责人', '外呼记录支持录音回放'],
  bmsDevelopRequirementConfig: ['功能优化', '数据报表', '系统对接', '缺陷修复'],
  bmsDevelopLocalFileConfig: ['合同附件存储', '学员资料存储', '导出文件临时目录'],
  bmsExtensionAddressInfo: ['总部校区', '天河学习中心', '南山教学点'],
  bmsExtensionBill: ['2026年11月学费收款', '教材费收款', '考试报名费代收'],
  bmsExtensionClassificationOne: ['学历教育', '职业教育', '继续教育'],
  bmsExtensionClassificationTwo: ['成人高考', '自学考试', '职业资格证书'],
  bmsExtensionClassificationThree: ['专升本', '高起专', '会计初级'],
  bmsExtensionClassificationFour: ['工商管理方向', '护理学方向', '计算机方向'],
  bmsExtensionColumnLabel: ['热门', '推荐', '新课', '限时优惠'],
  bmsExtensionComputerInfo: ['联想 ThinkPad E14', '戴尔 成就 3020', '华为 MateBook 14'],
  bmsExtensionGroupPayActivity: ['成考三人团报立减', '自考双人拼团', '职业资格团购'],
  bmsExtensionMerchantCardTemplate: ['学员餐饮优惠卡', '文具店折扣卡', '打印店会员卡'],
  bmsExtensionOutboundCall: ['11月沉睡线索唤醒', '成考报名提醒外呼', '到访回访外呼'],
  bmsExtensionOutboundCallScript: ['成考报名邀约话术', '沉睡线索唤醒话术', '到访确认话术'],
  bmsExtensionOutboundCallNumberPool: ['广州外呼号码池', '深圳外呼号码池', '备用号码池'],
  bmsExtensionPayConfig: ['微信支付商户号', '支付宝当面付', '银联收款'],
  bmsExtensionWecomTag: ['高意向', '已到访', '价格敏感', '待回访'],
  bmsMentalTestPaper: ['职业性格测评', '工作压力测评', '团队协作测评'],
  bmsPersonnelFuture: ['2026届未来班一期', '管培生未来班', '骨干培养班'],
  bmsStatisticsBiPage: ['招生总览', '部门业绩看板', '渠道转化分析'],
  bmsStatisticsDataEase: ['招生日报看板', '财务收支看板', '线索来源看板'],
  bmsSystemApprovalConfig: ['请假审批', '费用报销审批', '退费审批', '报名争议审批'],
  bmsSystemMenu: ['系统管理', '管理员', '招生推广', '线索管理'],
  bmsSystemPosition: ['招生顾问', '招生主管', '班主任', '讲师', '人事专员', '财务专员', '部门经理'],
  cmsArmyProject: ['2026年士官学历提升项目', '退役军人职业技能培训', '军地人才培训班'],
  cmsArmyClass: ['士官学历提升一班', '职业技能培训二班', '军地培训三班'],
  cmsResourceSchoolroom: ['101 多媒体教室', '203 研讨室', '305 机房'],
  cmsResourceExam: ['2026年成考模拟考试', '会计初级阶段测试', '自考英语二月考'],
  cmsWebSiteMenu: ['公司简介', '新闻动态', '考试资讯', '客户端下载'],
  umsPromoteClueOrigin: ['百度推广', '抖音信息流', '转介绍', '线下地推', '官网咨询'],
  umsPromoteOpxChannel: ['百度推广', '抖音信息流', '微信公众号', '线下地推', '转介绍'],
  umsPromoteSchedulePool: ['早班线索池', '晚班线索池', '周末线索池'],
  umsPromoteClueChannelAddress: ['抖音成考落地页', '百度自考专题页', '公众号报名表单'],
  umsPromoteRemarkCode: ['成考春季推广', '自考老带新', '企业团报'],
  umsEnterpriseEnterpriseCompanyDiscount: ['合作企业员工九折', '团报满十人减免', '年度合作优惠'],
  umsPromoteCareerSchool: ['广州城市职业学院', '深圳职业技术学院', '佛山职业技术学院'],
  bmsSystemQuestion: ['如何重置密码？', '线索为什么被回收？', '如何导出报名数据？'],
};

/** x-states of every named non-GET action (records it applies to, state it leads to). */
const STATES: Record<string, unknown> = {
  'bmsActivityContinueEnrollActivityAwardsRecord lottery': 'any',
  'bmsActivityContinueEnrollActivityAwardsRecord grant': { field: 'grantStatus', from: [0], to: 1 },
  'bmsAssetAssetContent assign': { field: 'status', from: [1], to: 2 },
  'bmsAssetAssetContent recycle': { field: 'status', from: [2, 3], to: 1 },
  'bmsAssetAssetEmployee confirm': { field: 'confirmStatus', from: [0], to: 1 },
  'bmsAssetAssetEmployee transfer': 'any',
  'bmsAssetAssetEmployee sync': 'any',
  'bmsContStudentExercise commit': 'any',
  'bmsContStudentExercise read': { field: 'status', from: [1], to: 2 },
  'bmsContStudentExercise redo': { field: 'status', from: [1, 2], to: 3 },
  'bmsContSubject uploadByExcel': 'any',
  'bmsDevelopCallback blackPhone': 'any',
  'bmsDevelopCallback handle': { field: 'handleStatus', from: [0, 2], to: 1 },
  'bmsDevelopConfig refreshCache': 'any',
  'bmsDevelopConfig restore': 'any',
  'bmsDevelopDataRepair execute': { field: 'status', from: [0, 3], to: 2 },
  'bmsDevelopDynamicCode testEval': 'any',
  'bmsDevelopFeedback reply': { field: 'status', from: [0, 1], toByParam: { param: 'status', values: { '0': 0, '1': 1, '2': 2 } } },
  'bmsDevelopRequirement changeStatus': { field: 'status', from: [0, 1, 2], toByParam: { param: 'status', values: { '0': 0, '1': 1, '2': 2, '3': 3, '4': 4 } } },
  'bmsExtensionAutoCourse start': { field: 'status', from: [0], to: 1 },
  'bmsExtensionAutoCourse batchStart': { field: 'status', from: [0], to: 1 },
  'bmsExtensionAutoCourse reStudy': { field: 'status', from: [2, 3], to: 1 },
  'bmsExtensionAutoCourse updateDuration': 'any',
  'bmsExtensionAutoCourse token': { field: 'status', from: [4], to: 0 },
  'bmsExtensionDingTalk sync': 'any',
  'bmsExtensionDingTalkMessage send': 'any',
  'bmsExtensionDingTalkProcessInstance sync': 'any',
  'bmsExtensionOther md5': 'any',
  'bmsExtensionOther parseIdCard': 'any',
  'bmsExtensionOther parseImage': 'any',
  'bmsExtensionOther parsePdf': 'any',
  'bmsExtensionOther parseWord': 'any',
  'bmsExtensionOther pay/create': 'any',
  'bmsExtensionOther uploadImage': 'any',
  'bmsExtensionOther broadcast/send': 'any',
  'bmsExtensionOutboundCall start': { field: 'status', from: [0], to: 1 },
  'bmsExtensionOutboundCall pause': { field: 'status', from: [1], to: 2 },
  'bmsExtensionOutboundCall resume': { field: 'status', from: [2], to: 1 },
  'bmsExtensionOutboundCall stop': { field: 'status', from: [1, 2], to: 3 },
  'bmsExtensionWechatTemplate sync': 'any',
  'bmsExtensionWechatMessage send': 'any',
  'bmsExtensionWechatMessage sendTemplate': 'any',
  'bmsExtensionWecom sync': 'any',
  'bmsExtensionWecomUser bind': 'any',
  'bmsExtensionWecomCustomer markTag': 'any',
  'bmsMentalTestEmployee answer': 'any',
  'bmsPersonnelEnrollDissent audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'bmsPersonnelExpressage check': { field: 'checkStatus', from: [0, 2], toByParam: { param: 'checkStatus', values: { '1': 1, '2': 2 } } },
  'bmsPersonnelMonthReview publish': { field: 'status', from: [0], to: 1 },
  'bmsPersonnelMonthReview finish': { field: 'status', from: [1], to: 2 },
  'bmsStatisticsDataCache refresh': 'any',
  'bmsStatisticsNotice send': { field: 'status', from: [0, 2], to: 1 },
  'bmsSystemAdmin signIn': 'any',
  'bmsSystemAdmin signOut': 'any',
  'bmsSystemAdmin updatePassword': 'any',
  'bmsSystemAdmin resetPassword': 'any',
  'bmsSystemAdmin changeDepartment': 'any',
  'bmsSystemAdmin handOver': 'any',
  'bmsSystemApprovalFlow audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'bmsSystemApprovalFlow auditIgnorePermission': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'bmsSystemApprovalFlow withdraw': { field: 'auditStatus', from: [0], to: 3 },
  'bmsSystemDingDepartment sync': 'any',
  'bmsSystemDingDepartment bind': 'any',
  'bmsSystemPositionMenu updatePositionPermission': 'any',
  'bmsSystemToDoMatter handle': { field: 'status', from: [0], to: 1 },
  'cmsActivitySignUp checkIn': { field: 'status', from: [0], to: 1 },
  'cmsActivitySignUp cancel': { field: 'status', from: [0], to: 2 },
  'cmsArmyFinance audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'umsEnterpriseEnterpriseCompany transfer': 'any',
  'umsPromoteAdmissionsClue assign': 'any',
  'umsPromoteAdmissionsClue draw': 'any',
  'umsPromoteAdmissionsClue seaDraw': 'any',
  'umsPromoteAdmissionsClue giveUp': 'any',
  'umsPromoteAppointment apply': 'any',
  'umsPromoteAppointment change': { field: 'status', from: [1, 2], to: 2 },
  'umsPromoteAppointment reception': { field: 'status', from: [1, 2], to: 3 },
  'umsPromoteBackgroundMessage read': { field: 'readStatus', from: [0], to: 1 },
  'umsPromoteClue createByCode': 'any',
  'umsPromoteClue changeType': 'any',
  'umsPromoteClueStatusRecord apply': 'any',
  'umsPromoteClueStatusRecord audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'umsPromoteTianmaoActivity verify': { field: 'verifyStatus', from: [0], to: 1 },
  'umsUserUser signIn': 'any',
  'umsUserUser signOut': 'any',
  'umsUserChangePhone audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
  'umsUserRealName audit': { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
};

/** Texts no name rule covers: their declaration by name. */
const BY_NAME: Record<string, { semantic?: string; examples?: string[] }> = {
  color: { examples: ['#1677FF', '#52C41A', '#FA8C16', '#F5222D'] },
  correctAnswer: { examples: ['A', 'B', 'C', 'D', 'AB', '正确'] },
  studentAnswer: { examples: ['A', 'B', 'C', 'D', 'AC', '错误'] },
  userAnswer: { examples: ['A', 'B', 'C', 'D', 'BD'] },
  lastAnswer: { examples: ['A', 'B', 'C', 'D'] },
  lastSyncResult: { examples: ['同步成功', '同步失败：令牌已过期', '部分同步成功'] },
  result: { examples: ['处理成功', '处理失败：号码格式不正确', '已忽略'] },
  resultMsg: { examples: ['处理成功', '回调签名校验失败', '重复通知，已忽略'] },
  appSecret: { semantic: 'code' },
  password: { semantic: 'code' },
  bizType: { semantic: 'code' },
  path: { semantic: 'code' },
  action: { semantic: 'code' },
  callerNumber: { semantic: 'code' },
  validTo: { examples: ['2030.05.01', '2035.10.12', '长期'] },
  channel: { examples: ['阿里云外呼', '腾讯云外呼', '微信支付', '企业微信'] },
  configValue: { examples: ['30', 'true', '500', '教育服务平台'] },
  defaultValue: { examples: ['30', 'false', '200', '教育服务平台'] },
  handleBy: { semantic: 'personName' },
  buyerNick: { semantic: 'personName' },
  consignee: { semantic: 'personName' },
  attendeeNames: { semantic: 'personName' },
  receiverNames: { semantic: 'personName' },
  departmentNames: { semantic: 'orgName' },
  cpu: { examples: ['Intel i5-12400', 'Intel i7-1260P', 'AMD R7 5800H'] },
  errorMessage: { semantic: 'remark' },
  usage: { semantic: 'remark' },
  intention: { semantic: 'remark' },
  auditOpinion: { semantic: 'remark' },
  demand: { semantic: 'remark' },
  example: { semantic: 'content' },
  transcript: { semantic: 'content' },
  issuingAuthority: { examples: ['广州市公安局天河分局', '深圳市公安局南山分局', '佛山市公安局禅城分局'] },
  module: { examples: ['线索管理', '报名统计', '财务管理', '系统管理'] },
  nation: { examples: ['汉族', '回族', '壮族', '满族'] },
  position: { examples: ['招生顾问', '班主任', '讲师', '部门经理'] },
  dimension: { examples: ['外向性', '宜人性', '尽责性', '情绪稳定性'] },
  counterparty: { semantic: 'orgName' },
  workUnit: { semantic: 'orgName' },
  source: { semantic: 'orgName' },
  businessHours: { examples: ['周一至周五 09:00-18:00', '周一至周日 09:00-21:00'] },
  category: { examples: ['理工类', '文史类', '经管类', '医学类'] },
  country: { examples: ['英国', '澳大利亚', '马来西亚', '新加坡'] },
  classTime: { examples: ['每周二、四 19:00-21:00', '每周六 14:00-17:00'] },
  campus: { examples: ['天河校区', '海珠校区', '番禺校区'] },
  equipment: { examples: ['投影仪、电子白板', '电脑 40 台', '音响、麦克风'] },
  examMonths: { examples: ['4月、10月', '4月', '10月'] },
  industry: { examples: ['教育培训', '制造业', '信息技术', '医疗卫生', '建筑工程'] },
  rank: { examples: ['上士', '中士', '下士', '一级军士长'] },
  startTime: { examples: ['09:00', '13:30', '18:00'] },
  endTime: { examples: ['12:00', '17:30', '21:00'] },
  phone: { semantic: 'code' },
  params: { examples: ['{"clueId":1001}', '{"batch":"202509"}'] },
  value: { examples: ['高意向', '2026年春季', '天河校区'] },
  label: { examples: ['报名通知', '政策解读', '考试安排', '成绩查询'] },
};

let added = 0;
const leftovers = new Set<string>();

function setIfMissing(node: YAMLMap, key: string, value: unknown, doc: Document) {
  if (node.has(key)) return;
  node.set(key, doc.createNode(value, { flow: true }));
  added += 1;
}

function typeOf(node: YAMLMap, resolve: (ref: string) => YAMLMap | undefined): { type?: string; map?: YAMLMap } {
  const ref = node.get('$ref');
  if (typeof ref === 'string') {
    const m = resolve(ref);
    return m ? typeOf(m, resolve) : {};
  }
  return { type: node.get('type') as string | undefined, map: node };
}

function annotateProperties(props: YAMLMap, doc: Document, ctx: { group: string; resource: string }, resolve: (ref: string) => YAMLMap | undefined, file: string) {
  const names = props.items.map((p) => String((p.key as { value: unknown }).value));
  for (const pair of props.items) {
    const name = String((pair.key as { value: unknown }).value);
    const node = pair.value;
    if (!isMap(node)) continue;
    annotateField(name, node, names, doc, ctx, resolve, file);
  }
}

function annotateField(
  name: string,
  node: YAMLMap,
  siblings: string[],
  doc: Document,
  ctx: { group: string; resource: string },
  resolve: (ref: string) => YAMLMap | undefined,
  file: string,
) {
  const own = node.get('$ref') === undefined;
  const { type, map } = typeOf(node, resolve);
  if (!map) return;
  const s = map.toJSON() as Json;
  // The wire format of a date-time: yyyy-MM-dd HH:mm:ss, not ISO.
  if (own && s.format === 'date-time') {
    node.delete('format');
    setIfMissing(node, 'x-format', 'date-time', doc);
    setIfMissing(node, 'pattern', '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', doc);
  }
  const at = own ? node : undefined;
  const isIdRef = name !== 'id' && name !== 'ids' && /Ids?$/.test(name);
  const itemType = type === 'array' ? typeOf(map.get('items') as YAMLMap, resolve).type : undefined;
  if (isIdRef && (type === 'integer' || itemType === 'integer')) {
    if (EXTERNAL.has(name)) return void setIfMissing(node, 'x-semantic', 'code', doc);
    const t = target(name, ctx.group, ctx.resource);
    if (!t || !byKey.has(t)) {
      leftovers.add(`ref ${file} ${ctx.resource}.${name} -> ${t}`);
      return void setIfMissing(node, 'x-semantic', 'code', doc);
    }
    return void setIfMissing(node, 'x-ref', { resource: t, label: labelField(t) }, doc);
  }
  if (s.enum || (at === undefined && (s['x-semantic'] || s.pattern || (type === 'string' && s.format)))) return;
  if ((type === 'integer' || type === 'number') && !(s.minimum !== undefined && s.maximum !== undefined) && !s['x-semantic']) {
    if (name === 'id' || name === 'total' || name === 'pageNum' || name === 'pageSize') return;
    const sem = NUMBER_SEMANTICS.find(([re]) => re.test(name))?.[1] ?? 'count';
    return void setIfMissing(node, 'x-semantic', sem, doc);
  }
  if (type === 'string' && !s.format && !s['x-format'] && !s.pattern && !s['x-semantic'] && !s['x-examples'] && !s['x-label-of']) {
    if (name.endsWith('Id')) return void setIfMissing(node, 'x-semantic', 'code', doc);
    const labelOf = /Names?$/.test(name) ? name.replace(/Name(s?)$/, 'Id$1') : undefined;
    if (labelOf && siblings.includes(labelOf)) return void setIfMissing(node, 'x-label-of', labelOf, doc);
    if (name === 'name' && NAME_EXAMPLES[ctx.resource]) return void setIfMissing(node, 'x-examples', NAME_EXAMPLES[ctx.resource], doc);
    const declared = BY_NAME[name];
    if (declared?.examples) return void setIfMissing(node, 'x-examples', declared.examples, doc);
    const sem = declared?.semantic ?? (name === 'name' ? nameSemantic(ctx.resource) : undefined) ?? TEXT_SEMANTICS.find(([re]) => re.test(name))?.[1];
    if (sem) return void setIfMissing(node, 'x-semantic', sem, doc);
    leftovers.add(`text ${file} ${ctx.resource}.${name}`);
  }
}

/** `DepartmentSaveForm` → `bmsSystemDepartment`: the tag whose own name is the schema name's longest prefix. */
function ownerByName(schema: string, group: string): string | undefined {
  const prefix = group.replace('-', '').toLowerCase();
  let best: string | undefined;
  for (const r of resources) {
    if (r.group !== group) continue;
    const own = r.key.slice(prefix.length).toLowerCase();
    if (own && schema.toLowerCase().startsWith(own) && (!best || own.length > best.length - prefix.length)) best = r.key;
  }
  return best;
}

// Resource of a schema: the tag whose operations use it (first one wins).
for (const spec of groupSpecs()) {
  const src = readFileSync(spec.file, 'utf8');
  const doc = parseDocument(src);
  const shared = parseDocument(readFileSync('openapi/_shared.yaml', 'utf8'));
  const resolve = (ref: string): YAMLMap | undefined => {
    const [fileRef, pointer = ''] = ref.split('#');
    const d = fileRef ? shared : doc;
    const node = d.getIn(pointer.split('/').filter(Boolean));
    return isMap(node) ? node : undefined;
  };
  const schemaOwner = new Map<string, string>();
  const paths = doc.get('paths') as YAMLMap;
  for (const p of paths.items) {
    const item = p.value as YAMLMap;
    for (const m of item.items) {
      const op = m.value as YAMLMap;
      const tag = String((op.get('tags') as { items: { value: unknown }[] }).items[0]?.value);
      const text = JSON.stringify(op.toJSON());
      for (const match of text.matchAll(/#\/components\/schemas\/([A-Za-z0-9]+)/g)) if (!schemaOwner.has(match[1]!)) schemaOwner.set(match[1]!, tag);
      // Inline query parameters and inline bodies.
      for (const param of (op.get('parameters') as { items?: unknown[] } | undefined)?.items ?? []) {
        if (!isMap(param) || param.get('in') !== 'query') continue;
        const schema = param.get('schema');
        if (isMap(schema)) annotateField(String(param.get('name')), schema, [], doc, { group: spec.key, resource: tag }, resolve, spec.file);
      }
      // Inline schemas anywhere in the operation (bodies, responses).
      visit(op, {
        Map(_key, node: YAMLMap) {
          const props = node.get('properties');
          if (isMap(props)) annotateProperties(props, doc, { group: spec.key, resource: tag }, resolve, spec.file);
        },
      });
      // Named actions: the states they apply to (filled from the table below).
      const path = String((p.key as { value: unknown }).value);
      const action = path.slice((byKey.get(tag)?.basePath.length ?? 0) + 1);
      const method = String((m.key as { value: unknown }).value);
      const states = STATES[`${tag} ${action}`];
      if (method !== 'get' && states !== undefined && !op.has('x-states')) {
        op.set('x-states', doc.createNode(states, { flow: true }));
        added += 1;
      }
    }
  }
  // Shared query parameters of the group (`$ref: '#/components/parameters/…'`).
  const parameters = doc.getIn(['components', 'parameters']);
  if (isMap(parameters))
    for (const pr of parameters.items) {
      const param = pr.value as YAMLMap;
      const schema = param.get('schema');
      const owner = ownerByName(String((pr.key as { value: unknown }).value), spec.key) ?? spec.key;
      if (isMap(schema) && param.get('in') === 'query') annotateField(String(param.get('name')), schema, [], doc, { group: spec.key, resource: owner }, resolve, spec.file);
    }
  // An end parameter beside its start parameter (activityEndDate, activityStartDate).
  if (isMap(parameters)) {
    const names = new Set(parameters.items.map((pr) => String((pr.value as YAMLMap).get('name'))));
    for (const pr of parameters.items) {
      const param = pr.value as YAMLMap;
      const name = String(param.get('name'));
      const start = name.replace(/^end/, 'start').replace(/End(Time|Date)$/, 'Start$1');
      const schema = param.get('schema');
      if (start !== name && names.has(start) && isMap(schema)) setIfMissing(schema, 'x-not-before', start, doc);
    }
  }
  const schemas = doc.getIn(['components', 'schemas']);
  if (isMap(schemas))
    for (const sc of schemas.items) {
      const name = String((sc.key as { value: unknown }).value);
      const resource = schemaOwner.get(name) ?? ownerByName(name, spec.key) ?? spec.key;
      const schemaNode = sc.value as YAMLMap;
      // A named scalar (`FinishRate`): declared once where it is defined.
      if (['integer', 'number', 'string'].includes(String(schemaNode.get('type')))) {
        annotateField(name.charAt(0).toLowerCase() + name.slice(1), schemaNode, [], doc, { group: spec.key, resource }, resolve, spec.file);
        continue;
      }
      const parts = [schemaNode, ...(((schemaNode.get('allOf') as { items?: unknown[] } | undefined)?.items ?? []).filter(isMap) as YAMLMap[])];
      for (const part of parts) {
        const props = part.get('properties');
        if (isMap(props)) annotateProperties(props, doc, { group: spec.key, resource }, resolve, spec.file);
        // End not before start.
        if (isMap(props)) {
          const names = props.items.map((p) => String((p.key as { value: unknown }).value));
          for (const end of names) {
            const start = end.replace(/^end/, 'start').replace(/End(Time|Date)$/, 'Start$1');
            const alt = end.replace(/^end/, 'begin');
            const from = names.includes(start) && start !== end ? start : names.includes(alt) && alt !== end ? alt : undefined;
            const node = props.get(end);
            if (from && isMap(node)) setIfMissing(node, 'x-not-before', from, doc);
          }
        }
      }
    }
  // Tree-shaped resources name their tree endpoint.
  for (const tagNode of (doc.get('tags') as { items: YAMLMap[] }).items) {
    const tag = String(tagNode.get('name'));
    const r = byKey.get(tag);
    if (r?.operations.some((o) => o.action === 'tree')) setIfMissing(tagNode, 'x-tree', 'tree', doc);
  }
  writeFileSync(spec.file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
}
console.log(`added ${added} declarations`);
for (const l of [...leftovers].toSorted()) console.log(l);
