import { AfterSalesAuditAction } from './after-sales.ts';
import { AgreementAuditAction } from './agreements.ts';
import { ArticleAuditAction } from './articles.ts';
import { AuditAction } from './audit.ts';
import { GoodsAuditAction } from './goods.ts';
import { GoodsText } from './goods-texts.ts';
import { InvoiceAuditAction } from './invoices.ts';
import { JobsAuditAction } from './jobs.ts';
import { MarketingAuditAction } from './marketing.ts';
import { MarketingText } from './marketing-texts.ts';
import { OrderAuditAction } from './orders.ts';
import { OrderAdminText } from './orders-texts.ts';
import { HotWordsAuditAction, PageAuditAction } from './pages.ts';
import { WarrantyAuditAction } from './warranty.ts';
import { WarrantyAdminText } from './warranty-texts.ts';
import { AdminText } from './texts.ts';

type ValueOf<T> = T[keyof T];

/** Every action the audit log records (an area adding one adds it here, and the map below must name it). */
export type AuditActionCode =
  | ValueOf<typeof AuditAction>
  | ValueOf<typeof GoodsAuditAction>
  | ValueOf<typeof ArticleAuditAction>
  | ValueOf<typeof AgreementAuditAction>
  | ValueOf<typeof MarketingAuditAction>
  | ValueOf<typeof OrderAuditAction>
  | ValueOf<typeof AfterSalesAuditAction>
  | ValueOf<typeof PageAuditAction>
  | ValueOf<typeof HotWordsAuditAction>
  | ValueOf<typeof InvoiceAuditAction>
  | ValueOf<typeof JobsAuditAction>
  | ValueOf<typeof WarrantyAuditAction>;

const names: Record<AuditActionCode, string> = {
  [AuditAction.signIn]: AdminText.signIn,
  [AuditAction.signInFailed]: '登录失败',
  [AuditAction.signOut]: AdminText.signOut,
  [AuditAction.changePassword]: AdminText.changePassword,
  [AuditAction.operatorCreate]: AdminText.createOperator,
  [AuditAction.operatorUpdate]: AdminText.editOperator,
  [AuditAction.operatorDisable]: '停用操作员',
  [AuditAction.operatorEnable]: '启用操作员',
  [AuditAction.operatorResetPassword]: '重置操作员密码',
  [AuditAction.operatorBootstrap]: '初始化超级管理员',
  [AuditAction.operatorDevUpsert]: '开发环境写入操作员',
  [GoodsAuditAction.create]: GoodsText.createGoods,
  [GoodsAuditAction.update]: '编辑商品',
  [GoodsAuditAction.shelfOn]: '商品上架',
  [GoodsAuditAction.shelfOff]: '商品下架',
  [GoodsAuditAction.adjustStock]: GoodsText.adjustStock,
  [GoodsAuditAction.uploadPicture]: '上传商品图片',
  [ArticleAuditAction.create]: '新建文章',
  [ArticleAuditAction.update]: '编辑文章',
  [ArticleAuditAction.publish]: '发布文章',
  [ArticleAuditAction.unpublish]: '下线文章',
  [ArticleAuditAction.uploadPicture]: '上传文章图片',
  [AgreementAuditAction.publish]: '发布协议',
  [MarketingAuditAction.poolCreate]: '新建优惠券或权益卡',
  [MarketingAuditAction.poolUpdate]: '编辑优惠券或权益卡',
  [MarketingAuditAction.poolStop]: MarketingText.stopClaiming,
  [MarketingAuditAction.poolStart]: MarketingText.startClaiming,
  [MarketingAuditAction.crowdfundCreate]: MarketingText.createCrowdfund,
  [MarketingAuditAction.crowdfundUpdate]: MarketingText.editCrowdfund,
  [MarketingAuditAction.crowdfundEnd]: MarketingText.endCrowdfund,
  [OrderAuditAction.cancelRefund]: OrderAdminText.cancelRefund,
  [OrderAuditAction.ship]: OrderAdminText.ship,
  [AfterSalesAuditAction.approve]: '同意售后',
  [AfterSalesAuditAction.reject]: '驳回售后',
  [AfterSalesAuditAction.receive]: '售后确认收货',
  [AfterSalesAuditAction.refund]: '售后退款',
  [AfterSalesAuditAction.refundAgain]: '售后重新退款',
  [AfterSalesAuditAction.reply]: '回复售后留言',
  [PageAuditAction.create]: '新建页面',
  [PageAuditAction.saveDraft]: '保存页面草稿',
  [PageAuditAction.publish]: '发布页面',
  [PageAuditAction.unpublish]: '页面转为草稿',
  [PageAuditAction.undercarriage]: '下架页面',
  [PageAuditAction.restoreVersion]: '恢复页面版本',
  [PageAuditAction.uploadPicture]: '上传页面图片',
  [PageAuditAction.preview]: '页面手机预览',
  [HotWordsAuditAction.replace]: '更新搜索热词',
  [InvoiceAuditAction.issue]: '开具发票',
  [InvoiceAuditAction.reject]: '驳回开票申请',
  [InvoiceAuditAction.redFlush]: '红冲发票',
  [JobsAuditAction.retry]: '重试后台任务',
  [WarrantyAuditAction.accept]: '受理保修',
  [WarrantyAuditAction.schedule]: '预约保修服务',
  [WarrantyAuditAction.startRepair]: '保修开始维修',
  [WarrantyAuditAction.complete]: '保修维修完成',
  [WarrantyAuditAction.reject]: WarrantyAdminText.reject,
  [WarrantyAuditAction.uploadPhoto]: '上传维修图片',
  [WarrantyAuditAction.correctSerial]: WarrantyAdminText.correctSerial,
  [WarrantyAuditAction.transferVin]: '保修卡转移车辆',
};

/** Each audited action in the console's words: the audit page's column and filter, the order detail's 操作记录. */
export const AuditActionName: Readonly<Record<string, string>> = names;
