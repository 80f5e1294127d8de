import { html, SafeHtml } from './html.js';

export interface SignupFormValuesShown {
  email: string;
  wouldPay: string;
  useCase: string;
}

/** The call to action's state on the page: the form (maybe with errors), or what came of a post. */
export interface SiteSignup {
  /** Where the form posts (/site/<slug>/signup). */
  action: string;
  /** The site's owner, named in the consent line. */
  ownerName: string;
  state: 'form' | 'thanks' | 'throttled';
  /**
   * A confirmation email goes out: the thank-you asks the visitor to check their inbox and the consent line
   * points to the email's deletion link. Without email neither is promised.
   */
  emailConfirmation: boolean;
  /** Without email, a new signup's deletion link, given on the thank-you page for the visitor to keep. */
  forgetUrl?: string | null;
  values?: SignupFormValuesShown;
  errors?: Partial<Record<keyof SignupFormValuesShown, string>>;
  /** Carried from the visit to the signup (the page sends no Referer). */
  utmSource?: string | null;
  referrer?: string | null;
  /** The owner's preview: the form is shown but cannot be sent. */
  disabled?: boolean;
}

/**
 * The signup form as plain HTML (a POST that works without script), every value escaped. The honeypot
 * field `website` is off-screen and skipped by keyboards and screen readers; people leave it empty.
 */
export function signupSection(signup: SiteSignup, callToAction: string): SafeHtml {
  if (signup.state === 'thanks') {
    return html`<div class="signup-result" role="status" id="signup"><p class="signup-title">Thank you!</p>${thanksText(signup)}</div>`;
  }
  if (signup.state === 'throttled') {
    return html`<div class="signup-result" role="alert" id="signup"><p class="signup-title">Too many signups</p><p>Too many signups came from your network just now. Please try again in an hour.</p></div>`;
  }
  const values = signup.values ?? { email: '', wouldPay: '', useCase: '' };
  const errors = signup.errors ?? {};
  const error = (field: keyof SignupFormValuesShown) =>
    errors[field] ? html`<p class="field-error" id="${field}-error">${errors[field]}</p>` : html``;
  const described = (field: keyof SignupFormValuesShown) =>
    errors[field] ? html` aria-invalid="true" aria-describedby="${field}-error"` : html``;
  return html`<form class="signup" id="signup" method="post" action="${signup.action}" accept-charset="utf-8">
<fieldset${signup.disabled ? html` disabled` : html``}>
<legend class="visually-hidden">${callToAction}</legend>
<label for="signup-email">Email</label>
<input id="signup-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email}"${described('email')}>
${error('email')}
<label for="signup-pay">What would you pay per month? <span class="optional">(optional, in dollars)</span></label>
<input id="signup-pay" name="wouldPay" type="text" inputmode="decimal" maxlength="12" value="${values.wouldPay}"${described('wouldPay')}>
${error('wouldPay')}
<label for="signup-use">What would you use it for? <span class="optional">(optional)</span></label>
<textarea id="signup-use" name="useCase" rows="3" maxlength="500"${described('useCase')}>${values.useCase}</textarea>
${error('useCase')}
<div class="hp" aria-hidden="true"><label for="signup-website">Leave this field empty</label><input id="signup-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="utm_source" value="${signup.utmSource ?? ''}">
<input type="hidden" name="ref" value="${signup.referrer ?? ''}">
<button class="cta-button" type="submit">${callToAction}</button>
<p class="consent">By signing up you agree that ${signup.ownerName}, who runs this page, may email you about it. Your email is not shared; ${
    signup.emailConfirmation
      ? 'you can delete your signup with the link in the confirmation email.'
      : 'after you sign up, this page gives you a link to delete your signup.'
  }</p>
</fieldset>
</form>`;
}

function thanksText(signup: SiteSignup): SafeHtml {
  if (signup.emailConfirmation) return html`<p>Check your inbox: we sent you a link to confirm your email address.</p>`;
  if (!signup.forgetUrl) return html`<p>You are on the list.</p>`;
  return html`<p>You are on the list. No confirmation email is sent, so keep this link in case you want to delete your signup later:</p>
<p><a class="signup-forget" href="${signup.forgetUrl}">Delete my signup</a></p>`;
}

export const SIGNUP_CSS = `
.signup{max-width:480px;margin:16px auto 0;text-align:left}
.signup fieldset{border:0;margin:0;padding:0;display:grid;gap:6px}
.signup label{font-weight:600;font-size:15px;margin-top:8px}
.signup .optional{font-weight:400;color:inherit;opacity:.85}
.signup input,.signup textarea{font:inherit;font-size:16px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;width:100%;background:#fff;color:#111827}
.signup input:focus,.signup textarea:focus{outline:3px solid var(--primary);outline-offset:1px}
.signup button.cta-button{margin-top:12px;border:0;cursor:pointer;font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;background:var(--primary);color:var(--on-primary)}
.signup .field-error{color:#b91c1c;margin:0;font-size:14px}
.signup .consent{font-size:13px;color:inherit;opacity:.9;margin:8px 0 0}
.signup .hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.signup-result{max-width:480px;margin:16px auto 0;padding:16px;border-radius:8px;background:#f0fdf4;color:#14532d;text-align:left}
.signup-result[role=alert]{background:#fef2f2;color:#7f1d1d}
.signup-result .signup-title{font-weight:700;margin:0 0 4px}
.signup-result .signup-forget{color:inherit;font-weight:600;overflow-wrap:anywhere}
`;
