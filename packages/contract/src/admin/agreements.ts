import { Type, type Static } from 'typebox';
import { adminRoute, declareApi } from '../route.ts';
import { Agreement, AgreementType } from '../schemas/agreement.ts';
import { Permission } from './permissions.ts';

/** The console's agreements (issue 14): versions per type, the newest in force, earlier ones kept read-only. */
export const AgreementLimits = { titleMax: 40, versionMax: 20, contentMax: 100_000 } as const;

export const AgreementTypeName: Record<AgreementType, string> = {
  user: '用户协议',
  privacy: '隐私政策',
  digitalKey: '数字钥匙服务协议',
  intellect: '知识产权声明',
};

export const AgreementAdminText = {
  agreements: '协议管理',
  newVersion: '发布新版本',
  title: '协议标题',
  version: '版本号',
  versionHint: '如 V2.1;同一协议的版本号不能重复',
  content: '协议内容',
  inForce: '生效中',
  superseded: '历史版本',
  publishedAt: '发布时间',
  view: '查看',
  noVersions: '该协议还没有版本',
  publishConfirm: '发布后新版本立即生效,已签署旧版本的用户需重新签署,确定发布?',
  publishedDone: '新版本已发布',
  titleRequired: '请输入协议标题',
  versionRequired: '请输入版本号',
  contentRequired: '请输入协议内容',
  readOnly: '历史版本只读,不可修改或删除',
} as const;

export const AGREEMENT_AUDIT_TARGET = 'agreement';
export const AgreementAuditAction = { publish: 'agreement.publish' } as const;

export const AgreementTypeParams = Type.Object({ agmtType: Type.Enum(AgreementType) });
export type AgreementTypeParams = Static<typeof AgreementTypeParams>;

/** A new version of an agreement: in force once published; its HTML is sanitised on the server. */
export const AgreementVersionBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: AgreementLimits.titleMax }),
  version: Type.String({ minLength: 1, maxLength: AgreementLimits.versionMax, pattern: '^[A-Za-z0-9._-]+$' }),
  content: Type.String({ minLength: 1, maxLength: AgreementLimits.contentMax }),
});
export type AgreementVersionBody = Static<typeof AgreementVersionBody>;

export const AdminAgreementVersion = Type.Object({ ...Agreement.properties, inForce: Type.Boolean() });
export type AdminAgreementVersion = Static<typeof AdminAgreementVersion>;
export const AdminAgreementVersions = Type.Array(AdminAgreementVersion);
export type AdminAgreementVersions = Static<typeof AdminAgreementVersions>;

export const AgreementAdminPaths = { versions: '/agreements/:agmtType/versions' } as const;

export const AgreementsAdminApi = declareApi('agreements', {
  versions: adminRoute('GET', AgreementAdminPaths.versions, Permission.pagesRead, "An agreement type's versions, newest (in force) first", {
    params: AgreementTypeParams,
    answer: AdminAgreementVersions,
  }),
  publish: adminRoute('POST', AgreementAdminPaths.versions, Permission.contentWrite, 'Publish a new version: in force at once, earlier versions kept', {
    params: AgreementTypeParams,
    body: AgreementVersionBody,
    answer: AdminAgreementVersion,
  }),
});
