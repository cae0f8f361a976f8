import { brand } from '@emall/contract';
import { escapeHtml, sandboxHtml } from '../../lib/sandbox-html.ts';
import { SANDBOX_NEW_USER, type SandboxMessengerUser } from '../../providers/messenger.ts';

// Colours: #067A3C under white text is 5.4:1 and on #F2F2F2 4.9:1 (the messenger's own green fails AA).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#EDEDED;color:#1A1A1A;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.bar{padding:12px 16px;text-align:center;font-weight:600;background:#EDEDED}
.note{margin:0 16px;color:#595959;font-size:13px;text-align:center}
.sheet{position:fixed;left:0;right:0;bottom:0;max-height:100vh;overflow-y:auto;max-width:560px;margin:0 auto;background:#fff;border-radius:12px 12px 0 0;padding:20px 20px calc(20px + env(safe-area-inset-bottom))}
.app{display:flex;align-items:center;gap:8px;font-size:15px}
.logo{display:inline-flex;width:28px;height:28px;border-radius:6px;background:${brand.colors.primary};color:#fff;align-items:center;justify-content:center;font-weight:700}
h1{font-size:18px;margin:14px 0 16px;font-weight:600}
fieldset{border:0;margin:0;padding:0}
legend{font-size:13px;color:#595959;margin-bottom:4px}
label{display:flex;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid #F0F0F0;min-height:48px}
label input{width:20px;height:20px;accent-color:#067A3C;margin:0}
.avatar{display:inline-flex;width:36px;height:36px;border-radius:6px;color:#fff;align-items:center;justify-content:center;font-weight:600}
.who{flex:1}
.who small{display:block;color:#595959;font-size:12px}
.actions{display:flex;gap:12px;margin-top:20px}
.sheet .note{margin:12px 0 0}
button{flex:1;height:44px;border:0;border-radius:8px;font-size:16px;font-weight:600}
.deny{background:#F2F2F2;color:#067A3C}
.allow{background:#067A3C;color:#fff}
.error{margin:48px 16px;padding:24px;background:#fff;border-radius:12px;text-align:center}
`;

function layout(title: string, body: string): string {
  return sandboxHtml(title, STYLE, body);
}

/** The messenger's consent sheet, with a choice of which sandbox user you are. */
export function consentPage(input: {
  action: string;
  redirectUri: string;
  redirectHost: string;
  state: string;
  users: readonly SandboxMessengerUser[];
}): string {
  const userRows = input.users
    .map(
      (u, i) => `<label><input type="radio" name="user" value="${escapeHtml(u.key)}"${i === 0 ? ' checked' : ''}>
<span class="avatar" style="background:${escapeHtml(u.color)}" aria-hidden="true">${escapeHtml(u.nickname.slice(0, 1))}</span>
<span class="who">${escapeHtml(u.nickname)}<small>沙箱用户 · openId 固定</small></span></label>`,
    )
    .join('\n');
  return layout(
    '授权登录',
    `<div class="bar">授权登录</div>
<p class="note">沙箱消息应用 · 仅用于开发和测试，不会连接真实账号</p>
<form class="sheet" method="post" action="${escapeHtml(input.action)}">
<div class="app"><span class="logo" aria-hidden="true">${escapeHtml(brand.shopName.slice(0, 1))}</span><span>${escapeHtml(brand.shopName)}</span></div>
<h1>${escapeHtml(brand.shopName)} 申请获得你的公开信息（昵称、头像）</h1>
<fieldset>
<legend>选择你要扮演的用户</legend>
${userRows}
<label><input type="radio" name="user" value="${SANDBOX_NEW_USER}">
<span class="avatar" style="background:#595959" aria-hidden="true">+</span>
<span class="who">新用户<small>每次授权生成一个新的 openId</small></span></label>
</fieldset>
<input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<div class="actions">
<button type="submit" name="action" value="deny" class="deny">拒绝</button>
<button type="submit" name="action" value="allow" class="allow">允许</button>
</div>
<p class="note">授权后将返回 ${escapeHtml(input.redirectHost)}</p>
</form>`,
  );
}

/** What the sandbox answers a request it will not serve (bad or foreign redirect_uri…). */
export function errorPage(reason: string): string {
  return layout('授权失败', `<div class="bar">授权登录</div>
<div class="error"><h1>授权请求无效</h1><p>${escapeHtml(reason)}</p></div>`);
}
