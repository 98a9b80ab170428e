/**
 * The REST paths served by express routes rather than procedures: multipart uploads, file
 * downloads and the order desk's export. The server mounts them and the web client calls them from
 * here; docs/rest-map.md lists them beside the procedures.
 */
export const FILE_ROUTE_PATHS = {
  /** `POST ?currentDir={dir}&kind={kind}`, multipart: a staff upload; answers the stored path. */
  upload: '/api/file/upload',
  /** `POST`, multipart: an image of the rich-text editor, authorised by the editor upload token. */
  editorImageUpload: '/api/file/ck-upload',
  /** `POST {file_name}`: a stored file's bytes, under its original name. */
  download: '/api/file/get-files',
  /** `POST`: the order desk's queue as filtered, or its selection, as CSV or XLSX. */
  orderExport: '/api/file/export-orders',
  /** `POST`, multipart `file`, `isLoad`: a store import's preview, or its start as a job. */
  storeImport: '/api/admin/upload-csv-sales-points',
  /** `POST`, multipart `file`, `loadToDb`: a courier's tracking file, checked or loaded. */
  deliveryFile: '/api/admin/upload-csv-delivery-files',
  /** `POST {export_uuid, format}`: one file of a customer's personal data export, once. */
  personalDataExport: '/api/file/personal-data-export',
} as const;

/**
 * Screens of the web client that emails link to: the server writes the links (after APP_URL), the
 * web client's routes use the same paths.
 */
export const EMAILED_SCREEN_PATHS = {
  /** `?token=`: choose a new password with a "forgot password" link. */
  passwordReset: '/enter/reset-password',
  /** The staff member's companies, with their pending invitations. */
  companyInvitations: '/company/list',
  login: '/enter/login',
  registration: '/enter/registration',
  forgotPassword: '/enter/forgot-password',
  /** The own profile, whose tabs hold the password, the two-step sign-in and the sessions. */
  profile: '/profile/edit',
} as const;

/** Single sign-on's express routes: the browser's way to the identity provider, and its way back. */
export const SSO_PATHS = {
  start: '/api/account/sso/start',
  callback: '/api/account/sso/callback',
} as const;

/**
 * Where the callback sends the browser: the page that takes the handoff (in the fragment,
 * `#handoff=`), or the login page with the reason of a refusal (`?sso_error=`).
 */
export const SSO_SCREEN_PATHS = {
  handoff: '/enter/sso',
  refusal: EMAILED_SCREEN_PATHS.login,
} as const;
