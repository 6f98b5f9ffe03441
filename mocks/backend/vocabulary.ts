/**
 * Words of an adult-education organisation's records (zh-CN), for the mock backend's demo data
 * (values.ts). Real places and institutions, so a tester reads the screens as staff would.
 */

/** [province, city, districts] */
export const PLACES: readonly (readonly [string, string, readonly string[]])[] = [
  ['北京市', '北京市', ['海淀区', '朝阳区', '丰台区', '西城区', '东城区', '昌平区', '大兴区', '通州区']],
  ['天津市', '天津市', ['南开区', '河西区', '和平区', '滨海新区', '西青区']],
  ['河北省', '石家庄市', ['长安区', '桥西区', '新华区', '裕华区']],
  ['河北省', '保定市', ['竞秀区', '莲池区', '满城区']],
  ['河北省', '廊坊市', ['广阳区', '安次区', '三河市']],
  ['河南省', '郑州市', ['金水区', '二七区', '中原区', '管城回族区']],
  ['山东省', '济南市', ['历下区', '市中区', '槐荫区', '天桥区']],
  ['山东省', '青岛市', ['市南区', '市北区', '黄岛区', '崂山区']],
  ['山西省', '太原市', ['小店区', '迎泽区', '杏花岭区']],
  ['江苏省', '南京市', ['玄武区', '秦淮区', '鼓楼区', '江宁区']],
  ['浙江省', '杭州市', ['西湖区', '上城区', '拱墅区', '滨江区']],
  ['上海市', '上海市', ['浦东新区', '徐汇区', '静安区', '闵行区']],
  ['广东省', '广州市', ['天河区', '越秀区', '海珠区', '白云区']],
  ['湖北省', '武汉市', ['武昌区', '洪山区', '江汉区']],
  ['四川省', '成都市', ['锦江区', '武侯区', '成华区', '高新区']],
  ['陕西省', '西安市', ['雁塔区', '碑林区', '未央区']],
  ['辽宁省', '沈阳市', ['和平区', '沈河区', '皇姑区']],
  ['内蒙古自治区', '呼和浩特市', ['新城区', '回民区', '赛罕区']],
];

export const STREETS = ['中关村大街', '学院路', '建设路', '人民路', '解放路', '文化路', '科技路', '长安街', '育才路', '光明路', '和平路', '新华路', '迎宾大道', '大学路'];
export const BUILDINGS = ['教学楼', '综合楼', '科技大厦', '学习服务中心', '创业园', '写字楼A座', '国际大厦'];

/** Mainland region codes (the first 6 digits of an ID number). */
export const REGION_CODES = [
  '110101',
  '110105',
  '110108',
  '120101',
  '130102',
  '130602',
  '131002',
  '410105',
  '370102',
  '370202',
  '140105',
  '320102',
  '330106',
  '440106',
  '420106',
  '510104',
  '610113',
  '150102',
];

export const SCHOOLS = [
  '北京交通大学',
  '华北电力大学',
  '首都师范大学',
  '北京理工大学',
  '中国石油大学（北京）',
  '北京工商大学',
  '北京开放大学',
  '国家开放大学',
  '天津大学',
  '天津师范大学',
  '河北师范大学',
  '河北工业大学',
  '燕山大学',
  '郑州大学',
  '河南大学',
  '山东大学',
  '山东师范大学',
  '山西大学',
  '南京师范大学',
  '浙江工业大学',
  '华南师范大学',
  '武汉理工大学',
  '西南大学',
  '四川农业大学',
  '西安交通大学',
  '东北师范大学',
  '中国医科大学',
];

export const CAREER_SCHOOLS = ['北京市商业学校', '北京财贸职业学院', '天津职业大学', '河北工业职业技术大学', '郑州铁路职业技术学院', '山东商业职业技术学院', '石家庄职业技术学院'];

export const MAJORS = [
  '工商管理',
  '会计学',
  '人力资源管理',
  '行政管理',
  '计算机科学与技术',
  '软件工程',
  '土木工程',
  '工程管理',
  '护理学',
  '药学',
  '学前教育',
  '小学教育',
  '汉语言文学',
  '英语',
  '法学',
  '市场营销',
  '物流管理',
  '金融学',
  '财务管理',
  '电气工程及其自动化',
  '机械设计制造及其自动化',
  '电子商务',
  '旅游管理',
  '公共事业管理',
  '社会工作',
  '数字媒体技术',
  '大数据管理与应用',
];

export const COURSES = [
  '大学英语',
  '高等数学（一）',
  '高等数学（二）',
  '管理学原理',
  '思想道德与法治',
  '马克思主义基本原理',
  '中国近现代史纲要',
  '计算机应用基础',
  '会计学基础',
  '财务管理学',
  '人力资源管理',
  '市场营销学',
  '教育心理学',
  '学前教育学',
  '护理学导论',
  '法学概论',
  '经济学原理',
  '管理信息系统',
  '组织行为学',
  '公共关系学',
  '统计学原理',
  '成本会计',
  '中级财务会计',
  '数据结构',
  '办公软件高级应用',
  '职业生涯规划',
  '商务沟通与礼仪',
  '成人高考语文冲刺',
  '成人高考数学精讲',
  '专升本英语词汇',
  '专升本政治真题解析',
  '自考英语（二）',
  '初级会计实务',
  '经济法基础',
  '人工智能通识',
];

export const POSITIONS = [
  '超级管理员',
  '招生顾问',
  '招生主管',
  '班主任',
  '教务专员',
  '讲师',
  '教研专员',
  '人事专员',
  '财务专员',
  '运营专员',
  '新媒体运营',
  '技术支持',
  '部门经理',
  '学习服务中心主任',
];

export const CHANNELS = [
  '百度推广',
  '抖音信息流',
  '微信公众号',
  '微信朋友圈广告',
  '小红书',
  '快手',
  '线下地推',
  '老学员转介绍',
  '合作企业',
  '官网咨询',
  '400 电话',
  '天猫旗舰店',
  '企业微信',
  '校园宣讲',
];

export const PROJECTS = [
  '成人高考（高起专）',
  '成人高考（专升本）',
  '自学考试',
  '国家开放大学',
  '网络教育',
  '学位英语',
  '职业技能等级证书',
  '继续教育学时',
  '夜校兴趣课',
  '退役军人学历提升',
  '免考学位项目',
];

export const ACTIVITY_WORDS = [
  '春季招生冲刺',
  '秋季开学季',
  '双十一报名优惠',
  '老学员推荐有礼',
  '暑期学历提升',
  '年终冲刺',
  '成考报名季',
  '专升本直通车',
  '学位英语集训',
  '开放日体验课',
];

export const PRIZES = ['学习礼包', '定制保温杯', '蓝牙耳机', '电子词典', '100 元学费抵扣券', '200 元学费抵扣券', '京东购物卡', '精装笔记本', '帆布书包', '护眼台灯'];

export const ASSETS = ['联想 ThinkPad 笔记本', '戴尔显示器', '惠普激光打印机', '投影仪', '办公桌椅', '文件柜', '华为 MatePad', '录播设备', '会议平板', '碎纸机'];

export const ORG_PREFIX = ['华智', '博学', '启航', '育才', '明德', '中科', '新程', '卓越', '远景', '金桥', '鸿图', '正道', '同创', '百川'];
export const ORG_SUFFIX = ['教育科技有限公司', '信息技术有限公司', '人力资源服务有限公司', '建设集团有限公司', '医药有限公司', '商贸有限公司', '物流有限公司', '文化传媒有限公司'];
export const PUBLIC_UNITS = ['第一人民医院', '实验小学', '街道办事处', '税务局', '供电公司', '第三中学', '社区卫生服务中心'];

export const TITLE_TEMPLATES = [
  '{year}年成人高考报名须知',
  '{year}年专升本招生简章',
  '关于{course}课程调整的通知',
  '{year}年秋季开学典礼安排',
  '{course}期末考试安排',
  '关于做好{year}年学位英语报名工作的通知',
  '{major}专业人才培养方案',
  '学员学籍信息核对通知',
  '{year}年国家开放大学春季招生',
  '关于开展{activity}活动的通知',
  '{course}学习指南',
  '优秀学员表彰名单公示',
  '{year}年继续教育学时认定说明',
  '教学服务满意度调查',
  '{major}专业考试大纲',
];

export const SENTENCES = [
  '请各位学员按时参加线上学习并完成章节练习。',
  '报名材料需提交身份证复印件及最高学历证明。',
  '本课程共 12 个章节，建议每周学习不少于 4 学时。',
  '考试采用闭卷形式，时长 120 分钟。',
  '学员可在学习平台查看课程回放。',
  '如有疑问请联系班主任或拨打咨询热线。',
  '资料已通过快递寄出，请注意查收。',
  '学费可分两期缴纳，首期缴纳 60%。',
  '本次活动面向全体在读学员开放。',
  '请于截止日期前完成信息确认。',
  '课程内容涵盖基础知识与历年真题讲解。',
  '期末成绩由平时成绩和考试成绩两部分组成。',
  '学员反馈学习平台视频加载较慢，已联系技术处理。',
  '已与学员电话沟通，对方有意向报读专升本。',
  '系统将于本周六凌晨进行例行维护。',
  '请各部门于每月 5 日前提交上月考勤。',
  '本功能用于批量导入学员报名信息。',
  '合作企业员工可享受团报优惠。',
];

export const REMARKS = [
  '学员已确认报名意向',
  '需要下周再次回访',
  '家长代为咨询',
  '已发送招生简章',
  '对学费分期有疑问',
  '工作较忙，周末方便联系',
  '已加微信，待跟进',
  '老学员推荐',
  '资料已齐全',
  '等待学校审核',
  '已电话通知',
  '信息已核对无误',
  '暂无',
  '优先安排',
  '按合同约定执行',
  '已线下面谈',
];

export const REASONS = ['学员信息填写有误', '重复提交', '不符合报名条件', '资料不完整', '学员主动放弃', '联系方式无效', '已在其他机构报名', '网络超时，请稍后重试', '系统繁忙'];

export const KEYWORDS = ['成人高考', '专升本', '自学考试', '学历提升', '学位英语', '国家开放大学', '初级会计', '教师资格证', '继续教育', '在职研究生', '网络教育', '夜校'];

export const TAGS = ['高意向', '已到访', '需回访', '价格敏感', '在职', '宝妈', '老学员', '企业团报', '退役军人', '异地'];

export const CLASS_SUFFIX = ['1班', '2班', '3班', '精品班', '周末班', '晚班', '直播班'];

export const JOB_TITLES = ['讲师', '副教授', '教授', '高级讲师', '助教', '高级工程师', '中级会计师', '主管护师'];

export const EXPRESS = ['顺丰速运', '中通快递', '圆通速递', 'EMS', '韵达快递', '京东物流'];

export const CAMPUSES = ['海淀学习中心', '朝阳学习中心', '天津学习中心', '石家庄学习中心', '郑州学习中心', '济南学习中心'];

export const PINYIN = ['zhang', 'wang', 'li', 'zhao', 'liu', 'chen', 'yang', 'huang', 'zhou', 'wu', 'xu', 'sun', 'ma', 'hu', 'guo', 'he', 'lin', 'gao'];
export const PINYIN_GIVEN = ['wei', 'fang', 'min', 'jing', 'lei', 'jun', 'yang', 'yan', 'jie', 'tao', 'ming', 'chao', 'xia', 'hui', 'bo', 'lin', 'yu', 'hao'];
export const MAIL_DOMAINS = ['qq.com', '163.com', '126.com', 'edu-services.cn', 'sina.com'];

/** Fixed small tables: the one department tree the whole app uses (the department switcher included). */
export const DEPARTMENTS: readonly { id: number; name: string; parentId: number }[] = [
  { id: 1, name: '总部', parentId: 0 },
  { id: 2, name: '招生一部', parentId: 1 },
  { id: 3, name: '招生二部', parentId: 1 },
  { id: 4, name: '继续教育部', parentId: 1 },
  { id: 5, name: '学历教育部', parentId: 1 },
  { id: 6, name: '人事行政部', parentId: 1 },
  { id: 7, name: '财务部', parentId: 1 },
  { id: 8, name: '信息技术部', parentId: 1 },
  { id: 9, name: '总裁办', parentId: 1 },
  { id: 10, name: '职业培训部', parentId: 1 },
  { id: 11, name: '教务部', parentId: 1 },
  { id: 12, name: '市场推广部', parentId: 1 },
  { id: 13, name: '学员服务中心', parentId: 1 },
  { id: 14, name: '招生一部一组', parentId: 2 },
  { id: 15, name: '招生一部二组', parentId: 2 },
  { id: 16, name: '招生二部一组', parentId: 3 },
  { id: 17, name: '教学部', parentId: 1 },
  { id: 18, name: '教研中心', parentId: 1 },
  { id: 19, name: '运营中心', parentId: 1 },
];

/** 1×1 pastel PNGs (base64), stretched by the page: demo images that load offline. */
export const IMAGE_PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOYfPQvAAREAlYlkSQ9AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNoe78GAAQgAiLHu00aAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4u6sEAATjAizdgFTbAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4svUvAAS3AnfzhSW3AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4ueIKAAUTAnby+q4jAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOIe3UFAAPGAh2VqscMAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4+8AdAAUCAiUwNbgsAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4ffUhAATwAoLSC4yKAAAAAElFTkSuQmCC',
];
