import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { escapeHtml } from './escape';

/** The result of every builder: ready for `client.sendEmail({ to, fromName, replyTo, ...email })`. */
export interface BuiltEmail {
  subject: string;
  html: string;
  text: string;
}

export const EMAIL_COLORS = {
  green: '#1f6f43',
  greenLight: '#e8f3ec',
  wood: '#8a5a2b',
  text: '#1f2a24',
  muted: '#5b6660',
  border: '#dfe6e1',
  background: '#f6f4ef',
} as const;

/** One table row "label: value" of a details block; `valueHtml` must already be escaped. */
export function detailRow(label: string, valueHtml: string): string {
  return `<tr><td style="padding:6px 12px 6px 0;color:${EMAIL_COLORS.muted};white-space:nowrap;vertical-align:top;">${escapeHtml(
    label,
  )}</td><td style="padding:6px 0;color:${EMAIL_COLORS.text};vertical-align:top;">${valueHtml}</td></tr>`;
}

export function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:${EMAIL_COLORS.green};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600;">${escapeHtml(
    label,
  )}</a>`;
}

export function companyFooterText(company: CompanyInfo = DEFAULT_COMPANY): string {
  return [
    company.name,
    `${company.address}, ${company.postalCode} ${company.city}`,
    `Tél. ${company.phone} · ${company.email}`,
  ].join('\n');
}

/**
 * The common frame: inline styles only (mail clients drop <style>), no attribute HTML has made obsolete
 * (`cellpadding`, `align`, `width`: the W3C checker refuses them), a 600 px column, the company's details at the
 * bottom. `bodyHtml` is trusted markup built by the callers from escaped values.
 */
export function emailLayout(
  title: string,
  bodyHtml: string,
  options: { company?: CompanyInfo; footerExtraHtml?: string } = {},
): string {
  const company = options.company ?? DEFAULT_COMPANY;
  const c = EMAIL_COLORS;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${c.background};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${c.text};">
<table role="presentation" style="width:100%;border-collapse:collapse;border-spacing:0;background:${c.background};padding:24px 0;">
<tr><td style="padding:0;text-align:center;">
<table role="presentation" style="max-width:600px;width:100%;margin:0 auto;text-align:left;border-collapse:separate;border-spacing:0;background:#ffffff;border-radius:10px;overflow:hidden;border:1px solid ${c.border};">
<tr><td style="background:${c.green};padding:20px 28px;border-bottom:4px solid ${c.wood};">
<div style="color:#ffffff;font-size:13px;letter-spacing:0.04em;text-transform:uppercase;">${escapeHtml(company.name)}</div>
<h1 style="margin:6px 0 0;color:#ffffff;font-size:21px;line-height:1.3;">${escapeHtml(title)}</h1>
</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6;">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;background:${c.greenLight};color:${c.muted};font-size:12px;line-height:1.5;">
<strong style="color:${c.text};">${escapeHtml(company.name)}</strong><br />
${escapeHtml(company.address)}, ${escapeHtml(company.postalCode)} ${escapeHtml(company.city)}<br />
Tél. ${escapeHtml(company.phone)} · <a href="mailto:${escapeHtml(company.email)}" style="color:${c.green};">${escapeHtml(company.email)}</a>${options.footerExtraHtml ?? ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
