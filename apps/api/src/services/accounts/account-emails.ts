// The account e-mails moved to src/emails/ (issue 14); this name stays for code written against it.
export {
  lifecycleEmail,
  orderChangedEmail,
  passwordChangedEmail,
  planChangedEmail,
  type MailRecipient,
} from '../../emails/account-emails';
