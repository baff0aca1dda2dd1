/**
 * Money in audit messages, written exactly as the console prints it on screen ('$3,765.18',
 * '$20'): one function for both, so a log line and the page it describes never disagree.
 */
export { formatMoney as dollars } from '../src/lib/money';
