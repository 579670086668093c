export { submitFeedback, useSubmitFeedback } from './submit-feedback';
