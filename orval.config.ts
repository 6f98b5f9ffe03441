import type { Faker } from '@faker-js/faker';
import { defineConfig, type Options } from 'orval';
import RandExp from 'randexp';
import { groupSpecs } from './scripts/spec-files.ts';

/**
 * One pair of Orval projects per endpoint group spec (`openapi/<service>/<group>.yaml`):
 * `<service>-<group>` writes the operations' functions, models and MSW mocks, `<service>-<group>-zod`
 * writes zod schemas.
 * Each writes its own folder, so a screen that imports one group's functions pulls in nothing of
 * another group. No `clean`: `npm run gen` (scripts/gen.ts) runs this config in its own process through
 * Orval's API, for the groups whose inputs changed only (Orval rewrites a file only when its text changed),
 * and then removes the files of those folders Orval no longer writes.
 */
const input = (target: string) => ({
  target,
  parserOptions: { externalRefs: { allow: ['../_shared.yaml'] } },
});

/**
 * The `faker` the mock-property functions below call: Orval prints their source into the generated mocks, which
 * import it (`@faker-js/faker/locale/zh_CN`); they never run here, so this file does not load faker (2.3 MB) itself.
 */
declare const faker: Faker;

/**
 * Mock values keyed by property path, e.g. `#.data.pageList.[].phone` (`/regex/` without flags:
 * Orval ignores a key with flags; keys start at a dot so they never match a schema's own name).
 * Functions are written into the generated mocks as code. `code` is pinned to 0 (faker would fill the envelope's code
 * at random and fail the success rule); the path regex keys it to the top level only. Faker's
 * `fromRegExp` cannot read anchored patterns with `\\d` (it returns the pattern's own text), so
 * fields whose spec pattern it mangles get a generator here; the zod test over every mock guards it.
 */
const MOCK_PROPERTIES = {
  '/^#\\.code$/': 0,
  '/^#\\.msg$/': '操作成功',
  '/\\.account$/': () =>
    'u_' +
    faker.internet
      .username()
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 20),
  '/\\.(phone|[a-z]+Phone)$/': () => faker.helpers.fromRegExp('1[3-9][0-9]{9}'),
  '/\\.(batch|[a-z]+Batch)$/': () => faker.helpers.arrayElement(['202303', '202309', '202403', '202409', '202503', '202509']),
  '/\\.idCard(No)?$/': () => faker.string.numeric(17) + faker.helpers.arrayElement(['0', '5', 'X']),
  // Realistic Chinese values for the fields every screen shows (faker would write random Latin letters).
  '/\\.(name|realName|studentName|teacherName|ownerName|employeeName|adminName|userName|contactName|headTeacherName|createBy|updateBy|auditorName|operatorName|receiverName|applicantName|leaderName|managerName)$/':
    () => faker.person.fullName(),
  '/\\.departmentName$/': () => faker.helpers.arrayElement(['招生一部', '招生二部', '继续教育部', '学历教育部', '人事行政部', '财务部', '信息技术部', '总裁办']),
  '/\\.positionName$/': () => faker.helpers.arrayElement(['招生顾问', '招生主管', '班主任', '讲师', '人事专员', '财务专员', '部门经理']),
  '/\\.(schoolName|universityName)$/': () => faker.helpers.arrayElement(['北京理工大学', '华南师范大学', '西南大学', '东北师范大学', '武汉理工大学', '江南大学']),
  '/\\.(majorName|subjectName|courseName)$/': () => faker.helpers.arrayElement(['工商管理', '会计学', '汉语言文学', '计算机科学与技术', '学前教育', '护理学', '法学']),
  '/\\.(companyName|enterpriseName)$/': () => faker.company.name().slice(0, 30),
  '/\\.province$/': () => faker.location.state(),
  '/\\.city$/': () => faker.location.city(),
  '/\\.address$/': () => faker.location.city() + faker.location.streetAddress(),
  '/\\.(remark|description|summary|opinion|content)$/': () =>
    faker.helpers.arrayElement(['已电话沟通，意向较强', '资料已补齐，等待审核', '学员咨询学费分期', '下周复查跟进', '按计划推进', '无']),
  '/\\.title$/': () => faker.helpers.arrayElement(['2026年成人高考报名指南', '继续教育学分认定通知', '春季班开课安排', '自学考试考前辅导', '优秀学员表彰名单', '夜校课程调整说明']),
  '/\\.(departmentId|ownerId|positionId|employeeId|adminId|teacherId|studentId|courseId|classId|menuId|activityId|paperId|subjectId|chapterId)$/': () =>
    faker.number.int({ min: 1, max: 300 }),
};

/**
 * Faker's `fromRegExp` cannot read anchors, `\\d` or groups and returns the pattern's own text, so
 * for the mock project every string `pattern` without `examples` gets one that matches it (randexp, seeded:
 * the output is stable), and the mocks use examples. The zod project keeps the spec as written.
 */
function mockablePatterns<T>(spec: T): T {
  let state = 20261122;
  const random = (a: number, b: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return a + (state % (b - a + 1));
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    // OpenAPI 3.1 (JSON Schema): `examples` is a list; a schema's `example` is deprecated.
    if (typeof schema.pattern === 'string' && schema.examples === undefined && schema.example === undefined) {
      const generator = new RandExp(schema.pattern);
      generator.max = 4;
      generator.randInt = random;
      schema.examples = [generator.gen()];
    }
    Object.values(schema).forEach(visit);
  };
  visit(spec);
  return spec;
}

/**
 * The operations whose React Query helpers (`get…QueryOptions`, `get…QueryKey`, `use…`) the app imports;
 * every other operation is a plain function. The back office calls operations through the table
 * `npm run gen` writes (`generated/<group>/<group>.operations.ts`) and builds its own query options, and
 * the site wraps plain functions in `queryOptions`, so generating hooks, options and keys for all
 * 1,064 operations wrote about 3,200 exports nothing used. Add an operationId here when a screen wants
 * its generated query helpers (the type-checker names the missing export until you do).
 */
const QUERY_HELPERS = ['bmsSystemDepartmentTree', 'bmsSystemToDoMatterCount', 'bmsSystemMenuListMine', 'cmsWebSiteMenuListForClient'];

/**
 * The projects, read afresh each time Orval loads this config. Set by `npm run gen`:
 * `GEN_ORVAL_PROJECTS` (comma-separated project names; every project when unset).
 */
function projects(): Record<string, Options> {
  const only = process.env.GEN_ORVAL_PROJECTS?.split(',');
  const all: Record<string, Options> = {};
  for (const { key, file } of groupSpecs()) {
    all[key] = hooksProject(key, file, `generated/${key}`);
    // Orval validates a project's spec (a tenth of a full run): the zod project reads the same file as the hooks
    // project before it, which validates it (with the mock examples added), so it is validated once when both run.
    all[`${key}-zod`] = zodProject(key, file, `generated/${key}`, !only || only.includes(key));
  }
  return only ? Object.fromEntries(only.map((name) => [name, all[name] ?? fail(`No Orval project ${name}`)])) : all;
}

const fail = (message: string): never => {
  throw new Error(message);
};

const hooksProject = (key: string, file: string, folder: string): Options => ({
  input: { ...input(file), override: { transformer: mockablePatterns } },
  output: {
    mode: 'split',
    target: `${folder}/client/${key}.ts`,
    schemas: `${folder}/client/model`,
    client: 'react-query',
    httpClient: 'axios',
    indexFiles: false,
    mock: {
      generators: [{ type: 'msw', delay: false, locale: 'zh_CN' }],
    },
    override: {
      mutator: { path: 'src/api/request.ts', name: 'request' },
      query: { useQuery: false, useMutation: false },
      operations: Object.fromEntries(QUERY_HELPERS.map((operationId) => [operationId, { query: { useQuery: true } }])),
      // Faker would fill the envelope's `code` at random; every generated success answer must be 0.
      // The path regex keys it to the top level only (an item's own `code` field stays random).
      mock: { properties: MOCK_PROPERTIES, useExamples: true },
    },
  },
});

const zodProject = (key: string, file: string, folder: string, validatedBefore: boolean): Options => ({
  input: { ...input(file), unsafeDisableValidation: validatedBefore },
  output: {
    mode: 'single',
    target: `${folder}/zod/${key}.zod.ts`,
    client: 'zod',
    indexFiles: false,
  },
});

export default defineConfig(projects);
