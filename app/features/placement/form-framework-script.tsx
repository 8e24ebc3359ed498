/** The `<script>` of `/assets/formFramework.js` (spec §7), on notice-creation and delete pages. */
import { FORM_FRAMEWORK_PATH } from "./form-framework.ts";

export function FormFrameworkScript() {
  // Async: React puts it in the head once however many pages ask for it, and loads it on client navigation.
  return <script async src={FORM_FRAMEWORK_PATH} />;
}
