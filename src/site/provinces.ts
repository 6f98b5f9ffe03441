/**
 * China's provincial-level divisions, by the short names exam news is tagged with (北京, 河北…):
 * the choices of the news list's province filter (SPEC.md §7 publicity `province`).
 */
export const PROVINCES = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '台湾',
  '香港',
  '澳门',
] as const;

export function isProvince(value: unknown): value is (typeof PROVINCES)[number] {
  return (PROVINCES as readonly unknown[]).includes(value);
}
