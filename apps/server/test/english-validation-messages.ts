import { useEnglishValidationMessages } from '../src/http/validation-messages.js';

// As the server does at start (src/index.ts): every test file reads refusals in zod's English.
useEnglishValidationMessages();
