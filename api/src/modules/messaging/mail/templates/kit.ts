/**
 * The parts every module's mail is made of, as one namespace (`<Mail.Title>`):
 * a template names the parts it uses where it uses them.
 */
export { Layout } from './Layout';
export {
  ActionButton,
  Details,
  FinePrint,
  MailLink,
  Paragraph,
  Quoted,
  Rich,
  Subtitle,
  Title,
} from './parts';
