import { ErrorCode } from './errors.ts';
import { WARRANTY_VIDEO_MAX_BYTES } from './warranty-limits.ts';

export interface ErrorInfo {
  readonly message: string;
  /** HTTP status the server answers with; the body is the envelope either way. */
  readonly status: number;
}

/**
 * The messages of errorInfo (error-info.ts) the shop's pages show by themselves: a missing order or
 * goods, a refused upload, an invoice title the form checks. A module of their own so that a page
 * showing one does not load the message of every code of the API (issue 16 item 2); errorInfo
 * spreads them and stays the table the server answers from.
 */
export const shopErrorInfo = {
  [ErrorCode.REQUEST_FAILED]: { message: '请求异常,请稍后尝试', status: 500 },
  [ErrorCode.GOODS_SKU_EMPTY]: { message: '商品规格为空', status: 200 },
  [ErrorCode.PHONE_INVALID]: { message: '请输入正确的手机号', status: 400 },
  [ErrorCode.UPLOAD_NOT_VIDEO]: { message: '请上传 MP4、MOV 或 WebM 视频', status: 415 },
  [ErrorCode.UPLOAD_VIDEO_TOO_LARGE]: { message: `视频不能超过${WARRANTY_VIDEO_MAX_BYTES / 1024 / 1024}MB`, status: 413 },
  [ErrorCode.GOODS_KIND_MISMATCH]: { message: '商品类型与当前页面不符', status: 400 },
  [ErrorCode.AGREEMENT_NOT_FOUND]: { message: '协议不存在', status: 404 },
  [ErrorCode.GOODS_NOT_FOUND]: { message: '商品不存在或已下架', status: 404 },
  [ErrorCode.ADDRESS_BOOK_FULL]: { message: '最多保存20个收货地址', status: 200 },
  [ErrorCode.ORDER_LINES_INVALID]: { message: '请选择要购买的商品', status: 400 },
  [ErrorCode.PAY_CHANNEL_UNAVAILABLE]: { message: '该支付方式暂不可用,请选择其他支付方式', status: 200 },
  [ErrorCode.ADDRESS_REGION_INVALID]: { message: '请选择正确的所在地区', status: 400 },
  [ErrorCode.ADDRESS_NAME_INVALID]: { message: '请输入收货人姓名', status: 400 },
  [ErrorCode.ADDRESS_DETAIL_INVALID]: { message: '请输入详细地址(2-100字)', status: 400 },
  [ErrorCode.ADDRESS_NOT_FOUND]: { message: '收货地址不存在', status: 404 },
  [ErrorCode.ORDER_NOT_FOUND]: { message: '订单不存在', status: 404 },
  [ErrorCode.REVIEW_NOT_ALLOWED]: { message: '订单未支付或已关闭,暂不可评价', status: 200 },
  [ErrorCode.REVIEW_EXISTS]: { message: '该商品已评价,请勿重复提交', status: 200 },
  [ErrorCode.AFTER_SALES_CASE_NOT_FOUND]: { message: '售后单不存在', status: 404 },
  [ErrorCode.WARRANTY_CARD_NOT_FOUND]: { message: '保修卡不存在', status: 404 },
  [ErrorCode.WARRANTY_CLAIM_NOT_FOUND]: { message: '保修申请不存在', status: 404 },
  [ErrorCode.INVOICE_TAX_NO_INVALID]: { message: '纳税人识别号格式错误，请核对', status: 400 },
  [ErrorCode.INVOICE_TITLE_INVALID]: { message: '请填写发票抬头', status: 400 },
  [ErrorCode.INVOICE_EMAIL_INVALID]: { message: '请填写正确的邮箱', status: 400 },
  [ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY]: { message: '增值税专用发票仅支持企业抬头', status: 400 },
  [ErrorCode.INVOICE_SPECIAL_DETAILS_REQUIRED]: { message: '增值税专用发票需填写开户银行、银行账号、注册地址和注册电话', status: 400 },
  [ErrorCode.INVOICE_ADDRESS_REQUIRED]: { message: '请选择邮寄地址', status: 400 },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { message: '请求内容过大', status: 413 },
} as const satisfies Partial<Record<ErrorCode, ErrorInfo>>;
