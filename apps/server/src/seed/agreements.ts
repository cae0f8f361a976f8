import { AgreementType, brand } from '@emall/contract';
import type { Executor } from '../db/client.ts';
import { hasAgreements, insertAgreements } from '../modules/agreements/agreements.repository.ts';

/**
 * The shop's agreements, as HTML. Authored here, so kept plain: headings, paragraphs and lists
 * only, no script, no inline handlers, no javascript: links (a seed test checks it).
 */
export interface SeedAgreement {
  agmtType: string;
  title: string;
  version: string;
  /** When this version took effect. */
  updatedAt: string;
  content: string;
}

const COMPANY = '曜川汽车科技有限公司';
const ADDRESS = '上海市嘉定区安亭镇曜川路88号';
const PRIVACY_MAIL = 'privacy@yaochuan-auto.example';

const dates = (updated: string, effective: string) =>
  `<p class="agreement-dates">更新日期：${updated}<br>生效日期：${effective}</p>`;

const userAgreement = `<h1>《${brand.shopName}用户协议》</h1>
${dates('2026年10月15日', '2026年10月22日')}
<p>欢迎您使用${brand.shopName}！${brand.shopName}是由${COMPANY}（以下简称“我们”）运营的线上商城，为${brand.name}车主及广大用户提供精品好物、车载配件、充电设备、轻改装件及数字服务等商品的浏览、购买与售后服务。</p>
<p>请您在注册、登录或使用${brand.shopName}前仔细阅读本协议，特别是以<strong>加粗</strong>形式提示的免除或限制责任条款。您点击“同意”或实际使用本商城服务，即表示您已充分理解并同意本协议的全部内容。</p>
<h2>一、账号注册与使用</h2>
<ol>
<li>您可使用手机号码及短信验证码登录${brand.shopName}；首次登录时，系统将为您自动创建账号。您也可通过第三方账号授权登录，并按页面提示绑定手机号码。</li>
<li>您应妥善保管账号及验证码，<strong>不得将账号出借、转让或授权他人使用</strong>。因您保管不善造成的损失，由您自行承担。</li>
<li>如发现账号被他人冒用，请立即联系客服（${brand.hotline}），我们将协助您冻结账号并处理。</li>
</ol>
<h2>二、商品与订单</h2>
<ol>
<li>商品的名称、价格、规格、库存及购买条件以商品页面展示为准。部分商品仅限车主、已绑定车辆用户或白名单用户购买，页面将作出明确提示。</li>
<li>您提交订单并完成支付后，订单方告成立。<strong>因库存变动、价格标示明显错误等原因无法履约的，我们将及时通知您并全额退款。</strong></li>
<li>限购商品的购买数量以页面提示为准，超出限购数量的订单将无法提交。</li>
<li>预售及众筹商品的发货时间、众筹成功条件以活动页面说明为准；众筹未达目标的，已支付款项将按原路退回。</li>
</ol>
<h2>三、E值与优惠券</h2>
<ol>
<li>E值是${brand.name}向用户发放的积分权益，可在商城中按页面规则抵扣商品价款（10 E值可抵扣1元），不可兑换现金、不可转让。</li>
<li>优惠券及权益卡须在有效期内按使用条件使用，过期自动失效。订单取消或退款时，已使用的E值将按规则退回。</li>
<li><strong>以不正当手段（包括但不限于批量注册、刷单、套现）获取的E值及优惠券，我们有权予以扣回，并视情节限制账号功能。</strong></li>
</ol>
<h2>四、配送、售后与发票</h2>
<ol>
<li>实物商品将配送至您填写的收货地址或您选择的门店，请确保收货信息真实、准确。</li>
<li>除定制商品、已激活的虚拟商品及页面特别说明的商品外，您可在签收后7日内申请无理由退货，商品应保持完好。</li>
<li>您可在订单完成后申请电子发票，开票信息以您提交的内容为准。</li>
</ol>
<h2>五、用户行为规范</h2>
<p>您在使用商品评价、晒单等功能时，应遵守法律法规，不得发布违法、侵权、虚假或与商品无关的内容。我们有权对违规内容进行删除或屏蔽。</p>
<h2>六、协议的变更与终止</h2>
<p>我们可能根据业务调整或法律法规的变化修订本协议，修订后的协议将在商城内公布。若您在协议更新后继续使用本服务，即视为您接受修订后的协议。</p>
<h2>七、法律适用与争议解决</h2>
<p>本协议的订立、履行和解释均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，任何一方均可向${COMPANY}住所地有管辖权的人民法院提起诉讼。</p>
<h2>八、联系我们</h2>
<p>客服热线：${brand.hotline}（每日 9:00—21:00）<br>联系地址：${ADDRESS}</p>`;

const privacyPolicy = `<h1>《隐私政策》</h1>
${dates('2026年10月15日', '2026年10月22日')}
<p>${COMPANY}（以下简称“我们”）深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。我们依据《中华人民共和国个人信息保护法》等法律法规，制定本隐私政策，说明我们在您使用${brand.shopName}时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。</p>
<h2>一、我们收集的个人信息</h2>
<ol>
<li><strong>登录信息：</strong>您的手机号码及短信验证码；如您选择第三方账号授权登录，我们将获取该平台向我们提供的用户标识（openId），以及经您授权的昵称和头像。</li>
<li><strong>交易信息：</strong>订单商品、金额、支付方式、收货人姓名、联系电话及收货地址。</li>
<li><strong>车辆信息：</strong>当您购买数字钥匙、智能服务、流量包等与车辆相关的商品时，我们需要获取您车辆的车架号（VIN）以完成服务开通。</li>
<li><strong>设备信息：</strong>为保障交易安全、防范欺诈，我们会收集设备型号、操作系统版本及设备风险标识。</li>
<li><strong>您上传的图片：</strong>您在发表评价、申请售后或开具发票时主动上传的图片。我们会去除图片中的拍摄地点等附带信息后再保存。</li>
</ol>
<h2>二、我们如何使用个人信息</h2>
<ol>
<li>为您创建账号、完成登录并识别您的车主身份及购买资格；</li>
<li>处理订单、完成支付、安排配送及提供售后服务；</li>
<li>向您发送订单状态、物流进度等服务通知；</li>
<li>保障账号与交易安全，识别和处置异常交易；</li>
<li>在征得您同意后，向您推荐您可能感兴趣的商品和活动。您可随时在设置中关闭个性化推荐。</li>
</ol>
<h2>三、个人信息的共享与委托处理</h2>
<p>我们不会向第三方出售您的个人信息。仅在以下必要情形下，我们会在最小范围内共享：</p>
<ol>
<li>支付机构：为完成支付，向您选择的支付机构提供订单号及金额；</li>
<li>物流服务商：为完成配送，提供收货人姓名、电话及地址；</li>
<li>${brand.name}授权服务门店：您选择到店安装或到店自提时，提供订单及联系信息；</li>
<li>依法律法规要求或有权机关的要求。</li>
</ol>
<h2>四、个人信息的存储与保护</h2>
<ol>
<li>您的个人信息存储于中华人民共和国境内。我们仅在实现本政策所述目的所必需的期限内保留您的个人信息，法律法规另有规定的除外。</li>
<li>登录凭证及验证码仅以不可逆的摘要形式保存；我们采取加密传输、访问控制和安全审计等措施保护您的信息。</li>
</ol>
<h2>五、您的权利</h2>
<p>您有权查阅、复制、更正、删除您的个人信息，有权撤回授权同意，并可申请注销账号。您可以通过客服热线${brand.hotline}或发送邮件至${PRIVACY_MAIL}提出请求，我们将在15个工作日内答复。</p>
<h2>六、未成年人保护</h2>
<p>我们的服务主要面向成年人。若您是未满14周岁的未成年人，请在监护人的陪同和同意下使用本服务。</p>
<h2>七、本政策的更新</h2>
<p>本政策如有重大变更，我们将通过商城公告或弹窗等方式通知您，并在您再次同意后继续处理您的个人信息。</p>
<h2>八、联系我们</h2>
<p>个人信息保护负责人邮箱：${PRIVACY_MAIL}<br>联系地址：${ADDRESS}</p>`;

const digitalKeyAgreement = `<h1>《数字钥匙服务协议》</h1>
${dates('2026年9月1日', '2026年9月1日')}
<p>本协议是您与${COMPANY}之间关于购买、开通和使用${brand.name}数字钥匙服务（以下简称“数字钥匙”）的协议。请您在购买前仔细阅读，<strong>特别是关于钥匙分享、丢失挂失及责任限制的条款</strong>。</p>
<h2>一、服务内容</h2>
<ol>
<li>数字钥匙是基于手机蓝牙和近场通信（NFC）技术的车辆钥匙服务。开通后，您可以使用${brand.name} App 或绑定的手机解锁、上锁及启动车辆。</li>
<li>数字钥匙仅适用于商品页面标明的车型，并须绑定您名下的车辆（以车架号为准）。</li>
</ol>
<h2>二、开通与激活</h2>
<ol>
<li>您完成支付后，系统将为订单所绑定的车辆开通数字钥匙。首次使用时，请在车内按 App 指引完成手机与车辆的配对。</li>
<li><strong>数字钥匙一经激活即视为服务已交付，不支持无理由退款。</strong>未激活的，您可在购买后30日内申请退款。</li>
</ol>
<h2>三、钥匙分享</h2>
<ol>
<li>车主可通过 App 将数字钥匙分享给家人或朋友，并可设置使用时段和权限（如仅解锁、禁止启动）。</li>
<li>车主应对被分享人的用车行为负责，并可随时撤回分享。</li>
</ol>
<h2>四、安全与挂失</h2>
<ol>
<li>请为手机设置锁屏密码，不要在已越狱或已获取最高权限的手机上使用数字钥匙。</li>
<li>如手机丢失或被盗，请立即通过 App 的“钥匙挂失”功能或致电${brand.hotline}冻结数字钥匙。<strong>在您完成挂失前发生的损失，我们在法律允许的范围内不承担责任。</strong></li>
<li>车辆过户时，原车主的数字钥匙及全部分享钥匙将自动失效。</li>
</ol>
<h2>五、服务中断</h2>
<p>手机电量耗尽、蓝牙关闭、系统升级或网络故障时，数字钥匙可能暂时无法使用。请随车携带实体钥匙卡作为备用。</p>
<h2>六、其他</h2>
<p>本协议未尽事宜，适用《${brand.shopName}用户协议》及《隐私政策》。</p>`;

const intellectAgreement = `<h1>《智能服务订阅协议》</h1>
${dates('2026年9月1日', '2026年9月1日')}
<p>本协议适用于您在${brand.shopName}购买的${brand.name}智能服务（包括高阶智能驾驶辅助、车载娱乐会员、在线导航增强及车联网流量等订阅服务，以下统称“智能服务”）。</p>
<h2>一、订阅与生效</h2>
<ol>
<li>智能服务按商品页面所示的周期（月度、年度或一次性买断）提供，绑定下单时填写的车辆，不可转移至其他车辆。</li>
<li>支付成功后，服务通常在24小时内通过车辆在线升级生效，您可在车机“我的服务”中查看有效期。</li>
</ol>
<h2>二、续费与取消</h2>
<ol>
<li>如您开通了自动续费，我们将在每个订阅周期到期前3日提醒您，并于到期日自动扣费。</li>
<li>您可随时在${brand.name} App 中关闭自动续费，<strong>已扣费的当期服务不予退款</strong>，服务持续至当期结束。</li>
</ol>
<h2>三、功能说明与使用安全</h2>
<ol>
<li><strong>智能驾驶辅助功能不能替代驾驶员的操作，驾驶员须始终保持对车辆的控制，并对行车安全负责。</strong></li>
<li>我们会通过在线升级持续改进智能服务，部分功能可能因法律法规、地区或车辆硬件配置不同而有所差异。</li>
</ol>
<h2>四、车辆数据</h2>
<p>为提供智能服务，我们需要处理车辆位置、行驶状态及车机使用数据。相关数据的处理规则详见《隐私政策》；您可在车机设置中关闭非必要的数据上传，但这可能影响部分功能的使用。</p>
<h2>五、车辆转让</h2>
<p>车辆所有权转让时，一次性买断的智能服务随车辆转移；按周期订阅的服务将于当期结束后终止，不自动延续给新车主。</p>
<h2>六、联系我们</h2>
<p>如您对智能服务有任何疑问，请致电${brand.hotline}或在 App 内联系在线客服。</p>`;

export const seedAgreements: readonly SeedAgreement[] = [
  { agmtType: AgreementType.user, title: `《${brand.shopName}用户协议》`, version: 'V3.2', updatedAt: '2026-10-15T00:00:00+08:00', content: userAgreement },
  { agmtType: AgreementType.privacy, title: '《隐私政策》', version: 'V3.2', updatedAt: '2026-10-15T00:00:00+08:00', content: privacyPolicy },
  { agmtType: AgreementType.digitalKey, title: '《数字钥匙服务协议》', version: 'V1.4', updatedAt: '2026-09-01T00:00:00+08:00', content: digitalKeyAgreement },
  { agmtType: AgreementType.intellect, title: '《智能服务订阅协议》', version: 'V2.0', updatedAt: '2026-09-01T00:00:00+08:00', content: intellectAgreement },
];

/** Inserts the shop's agreements. */
export async function seedAgreementTexts(db: Executor): Promise<void> {
  await insertAgreements(
    db,
    seedAgreements.map((a) => ({ agmtType: a.agmtType, title: a.title, version: a.version, content: a.content, updatedAt: new Date(a.updatedAt) })),
  );
}

/** For a database seeded before agreements existed: adds them when there are none. */
export async function seedAgreementsIfMissing(db: Executor): Promise<boolean> {
  if (await hasAgreements(db)) return false;
  await seedAgreementTexts(db);
  return true;
}
