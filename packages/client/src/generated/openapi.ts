// Generated from the server's OpenAPI document by `npm run generate -w @backoffice/client`: do not edit.
// CI regenerates it and fails when it differs (src/generated-types.test.ts).

export interface paths {
    "/api/account/enter/check-reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a password link's token can still set a password
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-checkResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/current-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Any person signed in, including one waiting for activation; never an API key.
         */
        get: operations["account-enter-currentSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/finish-enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new app with its code: the session opens, with the recovery codes (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-finishEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a single-use link to choose a new password (the same answer for any address)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password: a session, or the challenge of a second step when the person has a second factor or their role requires one
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with the passkey's answer (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-passkey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The browser's question for one of the person's passkeys, as the second step (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-passkeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/passkey-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey's answer, without a password (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/passkey-sign-in-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey alone: the challenge and the browser question (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/password-reset-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a forgotten password can be reset by email
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        get: operations["account-enter-passwordResetAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a staff account (activated later by an administrator)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-registration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with a link's token; every session of the account ends
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with the authenticator app's code or a recovery code (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-secondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/sign-in-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How staff sign in here: passwords, single sign-on, or both (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        get: operations["account-enter-signInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/sso-handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a single sign-on with the callback's one-minute handoff: a session, or the challenge of a second step (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-ssoHandoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/enter/start-enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up an authenticator app while signing in, when the role requires one (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        post: operations["account-enter-startEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/get-from-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a user by email
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["account-getFromEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/add-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the new passkey the browser made; the first second factor comes with recovery codes (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/confirm-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you with the app's code, a recovery code, or the password when you have no second factor (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-confirmIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/confirm-identity-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The browser's question for one of your passkeys, to confirm it is you (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-confirmIdentityOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/confirm-identity-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you with the passkey's answer (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-confirmIdentityPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/confirm-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new authenticator app with its code; answers the recovery codes (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/delete-self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the own account
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-deleteSelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/email-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the own sign-in email
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-emailUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/end-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every own session but this one (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/end-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of the own sessions (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-endSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/get-passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's passkeys (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        get: operations["account-profile-getPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/get-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's second factor (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        get: operations["account-profile-getSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/get-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the caller is signed in (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        get: operations["account-profile-getSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/password-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the own password
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-passwordUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/profile-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the own profile
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-profileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/remove-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one of the own passkeys, with the current password (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-removePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/remove-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the authenticator app and the recovery codes, with the current password (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-removeTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/rename-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename one of the own passkeys (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-renamePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/renew-recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes in place of the earlier ones, with the current password (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/start-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The browser's question for a new passkey (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-startPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/start-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app (extension)
         * @description Any active staff user, or a `staff` API key. About the caller's own account: never an API key.
         */
        post: operations["account-profile-startTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity provider's answer: the browser goes on signed in, or back to the login page (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        get: operations["account-ssoCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a single sign-on: the browser goes to the organisation's identity provider (extension)
         * @description Public: no session needed. About the caller's own account: never an API key.
         */
        get: operations["account-ssoStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API key; its secret is answered once
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-apiKeys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys, newest first
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["channels-apiKeys-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-apiKeys-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-blog-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Blog post
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-blog-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-blog-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Blog post
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-blog-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-company-bank-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a company's bank info
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-changeCompanyBankInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-company-contact-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a company's contact info
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-changeCompanyContactInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-company-legal-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a company's legal info
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-changeCompanyLegalInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-company-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a company's status
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-changeCompanyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a FAQ question
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faq-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-faq-category-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a FAQ category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faqCategories-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-faq-category-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a FAQ category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faqCategories-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-faq-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a FAQ question
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faq-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-offer-category-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Offer category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offerCategories-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-offer-category-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Offer category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offerCategories-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-offer-sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an offer's sorting number in the slider
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sliderDisplay-changeOfferSort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-page-specific-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Page FAQ question
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaq-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-page-specific-faq-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Page FAQ question
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaq-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-page-specific-faq-url-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a URL group
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaqUrls-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-page-specific-faq-url-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a URL group
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaqUrls-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a user's system role
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-changeRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-sale-point-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Store
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["stores-stores-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-slider-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Slide
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-slides-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-slider-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Slide
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-slides-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-slider-sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a slide's sorting number in the slider
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sliderDisplay-changeSlideSort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate or deactivate a user
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-changeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-user-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a user's name and phone
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-changeUserInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/cancel-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending schedule (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["content-cancelSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/compare-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fields two versions of a record hold differently (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["content-compareVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/create-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish, unpublish or change the price of a record at a time (Europe/Rome), run once as you (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["content-createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/discard-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Throw your draft of a record away (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["content-discardDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your unsaved draft of a record, if you left one (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        get: operations["content-getDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/live-at": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The version of a record the public saw at a moment (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["content-liveAt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/restore-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write an old version's fields back as a new version, through the record's own rules; its publish switch stays as it is (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["content-restoreVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/save-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep what you are typing as your draft of a record, unpublished (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["content-saveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's schedules (with entity_type and entity_id), else every pending one; soonest first (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["content-listSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version of a record, with its fields (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["content-getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's versions, newest first, and its current title (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["content-listVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Blog post
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-blog-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a FAQ question
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faq-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-faq-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a FAQ category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faqCategories-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-page-specific-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Page FAQ question
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaq-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-page-specific-faq-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a URL group
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaqUrls-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-sale-point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Store
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["stores-stores-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Slide
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-slides-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-static-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Static page
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-staticPages-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Blog post
         * @description Super administrators only (role 3).
         */
        post: operations["cms-blog-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a company (soft delete)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-deleteCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a FAQ question
         * @description Super administrators only (role 3).
         */
        post: operations["cms-faq-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-faq-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a FAQ category
         * @description Super administrators only (role 3).
         */
        post: operations["cms-faqCategories-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-offer-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Offer category
         * @description Super administrators only (role 3).
         */
        post: operations["shop-offerCategories-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-page-specific-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Page FAQ question
         * @description Super administrators only (role 3).
         */
        post: operations["cms-pageFaq-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-page-specific-faq-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a URL group
         * @description Super administrators only (role 3).
         */
        post: operations["cms-pageFaqUrls-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-sale-point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Store
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["stores-stores-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Slide
         * @description Super administrators only (role 3).
         */
        post: operations["cms-slides-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-static-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Static page
         * @description Super administrators only (role 3).
         */
        post: operations["cms-staticPages-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a user (soft delete)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a discount code on or off
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["shop-discountCodes-changeActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Discount code
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["shop-discountCodes-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Discount code
         * @description Super administrators only (role 3).
         */
        post: operations["shop-discountCodes-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Discount code
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["shop-discountCodes-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Discount code
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["shop-discountCodes-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/get-option-choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options a discount code may reduce: the matched offers' DependentOptions
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["shop-discountCodes-optionChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Discount code
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["shop-discountCodes-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent and queued emails, newest first; optionally of one order
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["channels-emails-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/end-user-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of a user's sessions, or all of them (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-endUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-active-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Billing plans on sale in the BSS
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["shop-bss-getActiveOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent changes of a user or company
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["audit-getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Blog post
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-blog-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-blog-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Blog post
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-blog-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List companies (paged, searchable)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-getCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one company
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-getCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every FAQ question
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-faq-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-faq-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one FAQ question
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faq-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-faq-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every FAQ category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-faqCategories-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-faq-category-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one FAQ category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-faqCategories-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-geocode-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coordinates of an address
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["stores-getGeocodeAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-offer-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Offer category
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        get: operations["shop-offerCategories-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-offer-category-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Offer category
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        post: operations["shop-offerCategories-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-page-specific-faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Page FAQ question
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["cms-pageFaq-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-page-specific-faq-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Page FAQ question
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaq-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-page-specific-faq-url-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one URL group
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["cms-pageFaqUrls-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-page-specific-faq-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every URL group
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["cms-pageFaqUrls-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-sale-point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one Store
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["stores-stores-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-sales-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Store records (paged, searched and sorted when asked)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["stores-stores-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Slide
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-slides-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-slider-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Slide
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-slides-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-slider-display": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slides and slider offers with their sorting numbers
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-sliderDisplay-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-static-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one Static page
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-staticPages-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-static-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Static page
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-staticPages-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one user
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-getUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-user-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's second factor (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["account-admin-getUserSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-user-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's sessions (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["account-admin-getUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (paged, searchable, sortable)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["account-admin-getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login-on-user-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as another user
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-loginOnUserSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offer-create-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Offer category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offerCategories-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offer-details/change-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Offer detail
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offerDetails-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offer-details/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Offer detail
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offerDetails-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offer-details/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Offer detail
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        get: operations["shop-offerDetails-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offer-details/get-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Offer detail
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        post: operations["shop-offerDetails-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/change-retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set how long each kind of personal data is kept (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["personalData-changeRetention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/erasure-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An erasure of personal data: its progress, and what it erased in each place (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        get: operations["personalData-erasureStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/export-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export of personal data the caller started: its progress and files (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        get: operations["personalData-exportStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where a customer's personal data is held: by email, phone or fiscal code, counted per place (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["personalData-find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/get-retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How long each kind of personal data is kept, and what the next daily run would remove (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["personalData-getRetention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/preview-retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A dry run: what these periods would remove now, per kind, before they are saved (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["personalData-previewRetention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/start-erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a customer's personal data (Art. 17): their orders are anonymised, keeping numbers, lines and amounts; their messages, emails and files go. Needs a recent confirmation of who you are (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["personalData-startErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-data/start-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export everything held about a customer (Art. 15 and 20): a job, whose files are then downloaded once each (extension)
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["personalData-startExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/get-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A report: its first rows and links to the whole of it as XLSX and CSV
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["reports-getData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reset-user-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a user's second factor and end their sessions (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-resetUserSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sign-in-policy/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the roles that must sign in with a second factor, and whether passwords still open sessions (extension)
         * @description Super administrators only (role 3).
         */
        post: operations["account-admin-changeSignInPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sign-in-policy/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How staff must sign in (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["account-admin-getSignInPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a user's sign-in email
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-updateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-owner-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a company's owner
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["company-admin-updateOwnerCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a user's password
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["account-admin-updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-sale-point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Store
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["stores-stores-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-static-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Static page
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-staticPages-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/update-static-page-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Static page
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-staticPages-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upload-csv-delivery-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a courier's tracking file, or load it
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["files-deliveryFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upload-csv-sales-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a stores CSV file, or load it as a job
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["files-storeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upload-csv-sales-points/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of the caller's latest store import
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["stores-getImportProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upload-csv-sales-points/rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rows the caller's latest store import rejected
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["stores-getImportRejected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/change-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a webhook endpoint on or off
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook endpoint; its signing secret is answered once
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a webhook endpoint with its deliveries
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/get-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, with every attempt
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["channels-webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook endpoints
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["channels-webhooks-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/resend-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again every failed delivery of an endpoint made since a time
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-resendFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/send-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to one endpoint
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a webhook endpoint
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-webhooks-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/change-file-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a File
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-supportFiles-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/change-file-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a File
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-supportFiles-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/change-files-category-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a File category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-fileCategories-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/change-files-category-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a File category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-fileCategories-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/create-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a File
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-supportFiles-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/create-files-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a File category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-fileCategories-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/delete-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a File
         * @description Super administrators only (role 3).
         */
        post: operations["cms-supportFiles-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/delete-files-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a File category
         * @description Super administrators only (role 3).
         */
        post: operations["cms-fileCategories-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/get-file-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one File
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-supportFiles-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/get-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every File
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-supportFiles-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/get-files-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every File category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-fileCategories-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/files/get-files-category-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one File category
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-fileCategories-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/change-file-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sourceFiles-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/change-file-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sourceFiles-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/create-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sourceFiles-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/delete-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sourceFiles-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/get-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-sourceFiles-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/source-files/get-files-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Source file
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-sourceFiles-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/variables/change-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Variable
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-variables-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/variables/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Variable
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-variables-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/variables/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Variable
         * @description Super administrators only (role 3).
         */
        post: operations["cms-variables-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/variables/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Variable
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-variables-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/variables/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Variable
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-variables-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a company owned by the caller
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current company
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/get-bank-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-getBankInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/get-contact-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-getContactInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/get-legal-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legal info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-getLegalInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's companies
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/update-bank-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the bank info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-updateBankInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/update-contact-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the contact info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-updateContactInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/update-legal-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the legal info of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-updateLegalInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/update-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename the current company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-updateName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation to a company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate an employee
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-active"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite an employee by email (the user accepts the invitation)
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/de-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate an employee
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-deActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/decline-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation to a company
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an employee
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/get-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's pending invitations to companies
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-employee-getInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Employees of the current company
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["company-employee-getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee/update-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an employee's role
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["company-employee-updateRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/become-a-partner/change-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a become-a-partner request read or unread (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["feedback-becomeAPartner-changeRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/become-a-partner/get-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one become-a-partner request (marks it read)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["feedback-becomeAPartner-getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/become-a-partner/get-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List become-a-partner requests (whole list, or paged with page/pageSize; read filter)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["feedback-becomeAPartner-getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/become-a-partner/send-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a become-a-partner request from the public site (extension; limited per address)
         * @description Public: no session needed. A `channel` API key may call it too.
         */
        post: operations["feedback-becomeAPartner-sendRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/contact/change-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a contact-us message read or unread (extension)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["feedback-contact-changeRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/contact/get-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one contact-us message (marks it read)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["feedback-contact-getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/contact/get-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact-us messages (whole list, or paged with page/pageSize; read filter)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["feedback-contact-getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/contact/send-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a contact-us message from the public site (extension; limited per address)
         * @description Public: no session needed. A `channel` API key may call it too.
         */
        post: operations["feedback-contact-sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/ck-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an image of the rich-text editor (an administrator's, or the editor upload token's)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["files-editorImageUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/export-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order desk's queue as filtered, or its selection, as a CSV or XLSX file
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["files-orderExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/get-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stored file's bytes under its original name, or a report export's file
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["files-download"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/personal-data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One file of a customer's personal data export, downloaded once by who asked for it
         * @description Administrators and super administrators (roles 2 and 3). About the caller's own account: never an API key.
         */
        post: operations["files-personalDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an uploaded file
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["files-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/get-donor-operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators a number can be ported from
         * @description Public: no session needed. A `channel` API key may call it too.
         */
        get: operations["orders-getDonorOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/change-email-notifications-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-emailNotifications-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/change-email-notifications-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-emailNotifications-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/create-email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-emailNotifications-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/delete-email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-emailNotifications-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/get-email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["cms-emailNotifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/get-email-notifications-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Email notification
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["cms-emailNotifications-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/send-test-email-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a template, rendered, to the signed-in staff member
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["channels-emails-sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/change-offer-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Offer
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offers-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/delete-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Offer
         * @description Super administrators only (role 3).
         */
        post: operations["shop-offers-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/get-offer-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Offer
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        post: operations["shop-offers-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/get-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Offer
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        get: operations["shop-offers-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/offer-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Offer
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offers-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/offer/offer-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Offer
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-offers-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/change-option-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Option
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-options-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/change-option-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or hide a Option
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-options-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/create-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Option
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["shop-options-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/delete-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a Option
         * @description Super administrators only (role 3).
         */
        post: operations["shop-options-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/get-option-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one Option
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        post: operations["shop-options-get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/options/get-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every Option
         * @description Administrators and super administrators (roles 2 and 3). A `channel` API key may call it too.
         */
        get: operations["shop-options-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/other-settings/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the shop-wide settings (the promo flag is read-only here)
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["shop-otherSettings-edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/other-settings/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the shop-wide settings
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too.
         */
        get: operations["shop-otherSettings-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/admin/update-bss-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh billing plans, offer details and matched offers from the BSS
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["shop-bss-updateBssOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/get-promo-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promo flag, as JSON text with IsActive
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too.
         */
        get: operations["shop-otherSettings-promoData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/integration/ckeditor/get-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Token for rich-text image uploads (POST /api/file/ck-upload, header X-Upload-Token)
         * @description Administrators and super administrators (roles 2 and 3).
         */
        get: operations["integration-ckeditor-getToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/again-create-order-bss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the products with a billing error, or never sent, to the BSS again
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-againCreateOrderBss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/allow-unpaid-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allow serving an order that is not paid, giving a reason
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["orders-allowUnpaidService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order and all its products
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/change-sim-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one SIM of an order
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-changeSimStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an order's payment as the payment provider has it, then send the order for activation
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too.
         */
        post: operations["orders-confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/edit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the note of an order
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-editNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its SIMs
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too.
         */
        get: operations["orders-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/get-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of an order
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too.
         */
        get: operations["orders-getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/get-new-orders-length": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of new orders
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["orders-getNewOrdersLength"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/get-refund-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refunds of an order
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["orders-getRefundHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/refresh-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh the SIM statuses of open orders from the BSS
         * @description Any active staff user, or a `staff` API key.
         */
        get: operations["orders-refreshStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/status/to-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order in process to in delivery
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-toDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/status/to-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a new order to in process
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-toProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/update-contact-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the contact phone and email of an order
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-updateContactInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/update-delivery-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the delivery address of an order
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-updateDeliveryAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/order/update-tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the delivery tracking of an order
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-updateTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order from a sales channel cart (extension; Idempotency-Key header required)
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too. Checks the cart against the catalogue, prices it with the shared pricing rules (offer, activation by donor network, eSIM, options, top-up, delivery, discount code) and stores it as a New, unpaid order; the order is then sent to the billing system in the background. A repeat with the same Idempotency-Key and body answers the same order; the same key with another body is a 409.
         */
        post: operations["orders-createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/orders/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order list, one row per SIM
         * @description Any active staff user, or a `staff` API key. A `channel` API key may call it too. startDate and endDate are Europe/Rome wall times YYYY-MM-DD HH:mm:ss (default: the start of the day a week ago to the end of today). With page or pageSize the answer is one page and `total`; without, every row of the range, streamed.
         */
        get: operations["orders-getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/payment/status/to-refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the payment of an order as refunded or partially refunded
         * @description Administrators and super administrators (roles 2 and 3).
         */
        post: operations["orders-toRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web-api/ricarica/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of an order's payment
         * @description Any active staff user, or a `staff` API key.
         */
        post: operations["orders-refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "content.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Content went live: a record was published, by hand or on schedule */
        post: operations["webhook-content-published"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "content.unpublished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Content stopped being live: a record was unpublished or deleted */
        post: operations["webhook-content-unpublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.erased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer's personal data was erased: erase what you hold of their orders */
        post: operations["webhook-customer-erased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order was cancelled */
        post: operations["webhook-order-cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order was placed */
        post: operations["webhook-order-created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order's payment status became Paid */
        post: operations["webhook-order-paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund of an order succeeded */
        post: operations["webhook-order-refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order's status changed */
        post: operations["webhook-order-status-changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.tracking_set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order's tracking link was set */
        post: operations["webhook-order-tracking-set"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sim.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order's SIM was cancelled */
        post: operations["webhook-sim-cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "store.import_finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A store import finished */
        post: operations["webhook-store-import-finished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test event, sent from the endpoint's page */
        post: operations["webhook-webhook-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ErrorBadGateway: {
            /** @constant */
            code: "BAD_GATEWAY";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorBadRequest: {
            /** @constant */
            code: "BAD_REQUEST";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorConflict: {
            /** @constant */
            code: "CONFLICT";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorForbidden: {
            /** @constant */
            code: "FORBIDDEN";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
            /** @description Confirm it is you with one of these, then send the call again */
            step_up?: {
                methods: ("totp" | "recovery_code" | "passkey" | "password")[];
            };
        };
        ErrorInternalServerError: {
            /** @constant */
            code: "INTERNAL_SERVER_ERROR";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorNotFound: {
            /** @constant */
            code: "NOT_FOUND";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorPayloadTooLarge: {
            /** @constant */
            code: "PAYLOAD_TOO_LARGE";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorServiceUnavailable: {
            /** @constant */
            code: "SERVICE_UNAVAILABLE";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorTooManyRequests: {
            /** @constant */
            code: "TOO_MANY_REQUESTS";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorUnauthorized: {
            /** @constant */
            code: "UNAUTHORIZED";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        ErrorUnsupportedMediaType: {
            /** @constant */
            code: "UNSUPPORTED_MEDIA_TYPE";
            /** @description The refused fields, when the failure is about fields */
            issues?: components["schemas"]["RestIssue"][];
            /** @description What went wrong, in English */
            message: string;
        };
        PasskeyCreationOptions: {
            /** @enum {string} */
            attestation?: "direct" | "enterprise" | "indirect" | "none";
            attestationFormats?: ("fido-u2f" | "packed" | "android-safetynet" | "android-key" | "tpm" | "apple" | "none")[];
            authenticatorSelection?: {
                /** @enum {string} */
                authenticatorAttachment?: "platform" | "cross-platform";
                requireResidentKey?: boolean;
                /** @enum {string} */
                residentKey?: "discouraged" | "preferred" | "required";
                /** @enum {string} */
                userVerification?: "required" | "preferred" | "discouraged";
            };
            challenge: string;
            excludeCredentials?: {
                id: string;
                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                /** @constant */
                type: "public-key";
            }[];
            extensions?: {
                credProps?: boolean;
            };
            hints?: ("security-key" | "client-device" | "hybrid")[];
            pubKeyCredParams: {
                alg: number;
                /** @constant */
                type: "public-key";
            }[];
            rp: {
                id?: string;
                name: string;
            };
            timeout?: number;
            user: {
                displayName: string;
                id: string;
                name: string;
            };
        };
        PasskeyRequestOptions: {
            allowCredentials?: {
                id: string;
                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                /** @constant */
                type: "public-key";
            }[];
            challenge: string;
            extensions?: {
                credProps?: boolean;
            };
            hints?: ("security-key" | "client-device" | "hybrid")[];
            rpId?: string;
            timeout?: number;
            /** @enum {string} */
            userVerification?: "required" | "preferred" | "discouraged";
        };
        PersonalDataErasure: {
            /** @description Steps done so far */
            done: number;
            /** @description Filled in as the steps are done */
            erased: {
                /** @description Rows (or files) erased or anonymised */
                count: number;
                /** @description A table of the personal data map, or `files` */
                place: string;
            }[];
            /** Format: uuid */
            erasure_uuid: string;
            /** @enum {string} */
            status: "pending" | "running" | "succeeded" | "failed";
            total: number;
        };
        PersonalDataExport: {
            /** @description Places read so far */
            done: number;
            /** @description Each file is downloaded once */
            downloaded: ("json" | "xlsx")[];
            /** @description After it the files are gone */
            expires_at: string | null;
            /** Format: uuid */
            export_uuid: string;
            /** @enum {string} */
            status: "pending" | "running" | "succeeded" | "failed";
            total: number;
        };
        PersonalDataFile: {
            /** Format: date-time */
            exported_at: string;
            identity: {
                /** @description Addresses, lower-case */
                emails: string[];
                /** @description Fiscal codes, upper-case */
                fiscal_codes: string[];
                /** @description Names on their orders, messages and requests, as written */
                names: string[];
                /** @description Phone numbers, digits only */
                phones: string[];
            };
            /** @description Each place's rows (docs/personal-data.md names the places and their columns) */
            places: {
                [key: string]: {
                    [key: string]: unknown;
                }[];
            };
        };
        PersonPlaces: {
            identity: {
                /** @description Addresses, lower-case */
                emails: string[];
                /** @description Fiscal codes, upper-case */
                fiscal_codes: string[];
                /** @description Names on their orders, messages and requests, as written */
                names: string[];
                /** @description Phone numbers, digits only */
                phones: string[];
            };
            places: {
                about: string;
                count: number;
                /** @description The table, as the personal data map names it (docs/personal-data.md) */
                table: string;
            }[];
        };
        RestIssue: {
            /** @enum {string} */
            code: "invalid_type" | "too_big" | "too_small" | "invalid_format" | "not_multiple_of" | "unrecognized_keys" | "invalid_union" | "invalid_key" | "invalid_element" | "invalid_value" | "custom";
            /** @description English text */
            message: string;
            /**
             * @description The text to translate, as a key of the shared messages
             * @enum {string}
             */
            messageId: "loading" | "waitingAnswerFromServer" | "titleError" | "titleErrorExclaimed" | "titleSuccess" | "titleSuccessExclaimed" | "titleRequestErrorExclaimed" | "titleRuError" | "titleRuRequestError" | "titleRuSuccess" | "titleRuSuccessfully" | "titleRuOops" | "cancel" | "confirm" | "no" | "yes" | "requestError" | "updated" | "created" | "deleted" | "fieldRequired" | "required" | "passwordLengthHint" | "registrationReceived" | "featureUnavailable" | "formError" | "formErrorShort" | "formIncomplete" | "emailMismatch" | "passwordMismatch" | "companyCreateErrorPrefix" | "companyCreated" | "companyNotFound" | "changesSaved" | "companyDeleted" | "companyLoadFailed" | "employeeNotAdded" | "invalidEmailEntered" | "requestFailedExclaimed" | "requestFailedPrefix" | "requestFailed" | "profileChanged" | "passwordChanged" | "profileDeleted" | "errorGetUsers" | "errorUpdateStatus" | "errorUpdateRole" | "errorGetFile" | "failedToGetMessage" | "faqCreateErrorPrefix" | "fileCategoryCreateErrorPrefix" | "staticPageSaveError" | "staticPageLoadError" | "confirmDeleteFile" | "confirmDeletePost" | "updateBssOffers" | "noMatching" | "mustBePdf" | "bssOffersLoadError" | "successUpdated" | "errorWithUpdated" | "writeNumber" | "refundSumTooBig" | "simCancelled" | "orderCancelled" | "refundSuccessful" | "refundError" | "changeDataError" | "confirmCancelOrder" | "resendProduct" | "bssSendError" | "bssResendRunning" | "bssNothingToResend" | "bssStatusesError" | "paymentNotFound" | "paymentShort" | "paymentLookupError" | "unpaidServiceNeedless" | "confirmDeleteStore" | "geocodeError" | "storeCreated" | "storeUpdated" | "storeCreateError" | "storeUpdateError" | "storeLoadError" | "getCoordinates" | "loadToDb" | "trackingCommitted" | "csvFileError" | "invalidEmail" | "tooShort" | "tooLong" | "tooSmall" | "tooBig" | "notPositive" | "invalidNumber" | "invalidValue" | "invalidFlag" | "invalidId" | "invalidPhone" | "invalidDate" | "dateInFuture" | "invalidDateTime" | "invalidInstant" | "dateRangeReversed" | "currentPasswordWrong" | "invalidTotpCode" | "invalidRecoveryCode" | "wrongSecondFactorCode" | "wrongPasskey" | "signInChallengeExpired" | "secondFactorRequired" | "noTotpEnrolment" | "breakGlassNotSuperAdmin" | "personQueryEmpty" | "erasureNotConfirmed" | "invalidScheduleTime" | "scheduleInPast" | "scheduleWithoutPrice" | "scheduleWithoutSwitch" | "invalidFiscalCode" | "singleSignOnNotConfigured" | "commonPassword" | "nothingToRefund" | "refundedNeedsReason" | "invalidInn" | "invalidOgrn" | "invalidBankAccount" | "invalidBik" | "invalidSeoUrl" | "invalidHttpLink" | "webhookPrivateAddress" | "webhookHostUnresolved" | "passwordResetLinkInvalid" | "invalidSendTo" | "invalidWebhookEvent" | "webhookEventsRequired" | "invalidLink" | "invalidVariableName" | "invalidAnchor" | "invalidDiscountCodeName" | "discountActionRequired" | "discountAmountRequired" | "discountParamsRequired" | "duplicateDiscountType" | "invalidLatitude" | "invalidLongitude" | "valueTaken" | "offerNotFound" | "offerNotPublished" | "offerNotActivatable" | "offerWithoutPlan" | "donorOperatorUnknown" | "donorOperatorExcluded" | "portabilityRequired" | "optionNotFound" | "optionNotOnSale" | "discountCodeNotFound" | "discountCodeExpired" | "discountCodeInactive" | "unsafeText";
            /** @description The field, as keys from the input */
            path: (string | number)[];
        } & {
            [key: string]: unknown;
        };
        RetentionPeriods: {
            /** @description Months a closed order's customer is kept after it closed; null keeps it */
            closed_orders: number | null;
            /** @description Months a record is kept after it was made; null keeps it */
            contact_messages: number | null;
            /** @description Months a record is kept after it was made; null keeps it */
            email_log: number | null;
            /** @description Months a record is kept after it was made; null keeps it */
            partner_requests: number | null;
            /** @description Months a record is kept after it was made; null keeps it */
            webhook_attempts: number | null;
        };
        SignInChallenge: {
            /** @description Sent in the body of the second step; never a credential */
            challenge_token: string;
            /** @description The role requires a second factor and the person has none: set one up first */
            enrolment_required: boolean;
            /** Format: date-time */
            expires_at: string;
            /** @description What the second step accepts */
            methods: ("totp" | "recovery_code" | "passkey")[];
            /** @constant */
            mfa_required: true;
        };
        SignInOptions: {
            /** @description Off: only the break-glass super administrator uses a password */
            password_sign_in: boolean;
            /** @description Single sign-on, when configured */
            sso: {
                /** @description What the button says: "Sign in with …" */
                name: string;
            } | null;
        };
        WebhookContentPublished: {
            data: {
                /** Format: uuid */
                entity_id: string;
                /** @description The record's kind ('Offer', 'BlogPost', 'StaticPage'...) */
                entity_type: string;
                /** @description The schedule that made the change, null when done by hand */
                schedule_uuid: string | null;
                /** @description The version now live, or that stopped; null for a deleted record */
                version: number | null;
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "content.published";
        };
        WebhookContentUnpublished: {
            data: {
                /** Format: uuid */
                entity_id: string;
                /** @description The record's kind ('Offer', 'BlogPost', 'StaticPage'...) */
                entity_type: string;
                /** @description The schedule that made the change, null when done by hand */
                schedule_uuid: string | null;
                /** @description The version now live, or that stopped; null for a deleted record */
                version: number | null;
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "content.unpublished";
        };
        WebhookCustomerErased: {
            data: {
                /** Format: uuid */
                erasure_uuid: string;
                /** @description The customer's orders: their numbers, lines and amounts stay, their personal data is gone */
                orders: {
                    /** @description Order number */
                    id: number;
                    /** Format: uuid */
                    uuid: string;
                }[];
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "customer.erased";
        };
        WebhookOrderCancelled: {
            data: {
                changes: {
                    from: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.cancelled";
        };
        WebhookOrderCreated: {
            data: {
                changes: {
                    /** @description decimal, two places (12.50) */
                    amount: string;
                    /** @description The sales channel */
                    platform: string;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.created";
        };
        WebhookOrderPaid: {
            data: {
                changes: {
                    from: (0 | 1 | 2 | 3) | null;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.paid";
        };
        WebhookOrderRefunded: {
            data: {
                changes: {
                    /** @description This refund */
                    amount: string;
                    /** @description Everything refunded on the order so far */
                    refund_sum: string;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.refunded";
        };
        WebhookOrderStatusChanged: {
            data: {
                changes: {
                    from: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
                    /** @enum {number} */
                    to: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.status_changed";
        };
        WebhookOrderTrackingSet: {
            data: {
                changes: {
                    tracking_link: string;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "order.tracking_set";
        };
        WebhookSimCancelled: {
            data: {
                changes: {
                    from: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102) | null;
                    /** Format: uuid */
                    product_uuid: string;
                    /** @enum {number} */
                    to: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102;
                };
                order: {
                    /** @description Order number */
                    id: number;
                    /** @enum {number} */
                    payment_status: 0 | 1 | 2 | 3;
                    /** @enum {number} */
                    status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    tracking: string;
                    tracking_link: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "sim.cancelled";
        };
        WebhookStoreImportFinished: {
            data: {
                error_count: number;
                /** Format: uuid */
                import_uuid: string;
                row_count: number;
                success_count: number;
                success_geocodes: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "store.import_finished";
        };
        WebhookWebhookTest: {
            data: {
                message: string;
                /** @description The email of who sent it */
                sent_by: string | null;
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp
             */
            timestamp: string;
            /** @constant */
            type: "webhook.test";
        };
    };
    responses: {
        /** @description An outside system (the billing system, the map service) answered with an error */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBadGateway"];
            };
        };
        /** @description The input was refused: `issues` names each refused field */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBadRequest"];
            };
        };
        /** @description The change conflicts with the current state (a stale version, a value another record has, a repeated key with another body) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorConflict"];
            };
        };
        /** @description The credential does not allow this call */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorForbidden"];
            };
        };
        /** @description The server failed */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorInternalServerError"];
            };
        };
        /** @description No such record */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorNotFound"];
            };
        };
        /** @description The body is larger than the server accepts */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorPayloadTooLarge"];
            };
        };
        /** @description The database or an outside system is not available: try again after `Retry-After` seconds */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorServiceUnavailable"];
            };
        };
        /** @description Too many calls: try again after `Retry-After` seconds */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorTooManyRequests"];
            };
        };
        /** @description No valid session or API key */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorUnauthorized"];
            };
        };
        /** @description The body is not of a type this call accepts */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorUnsupportedMediaType"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "account-enter-checkResetLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-currentSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description YYYY-MM-DD */
                            birthday: string | null;
                            email: string;
                            first_name: string;
                            /** @description Set while an administrator acts as this user (login-on-user-session) */
                            impersonated_by: {
                                email: string;
                            } | null;
                            last_name: string;
                            phone: string | null;
                            second_name: string;
                            sex: string | null;
                            /** @enum {number} */
                            status: 0 | 1 | 2 | 3 | 4;
                            /** @enum {number} */
                            system_role: 0 | 1 | 2 | 3;
                            user_uuid: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-finishEnrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown this once; each signs in once in place of a code */
                        recovery_codes: string[];
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    } | components["schemas"]["SignInChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                    credential: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @constant */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-passkeyOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-passkeySignIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                    credential: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @constant */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-passkeySignInOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge_token: string;
                        /** Format: date-time */
                        expires_at: string;
                        options: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-passwordResetAvailability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                    first_name?: string | null;
                    last_name?: string | null;
                    password: string;
                    second_name?: string | null;
                    sex?: ("" | ("m" | "f" | "n")) | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            user_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-secondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                    code: string;
                    /** @enum {string} */
                    method: "totp" | "recovery_code";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-signInOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["SignInOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-ssoHandoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handoff_token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    } | components["schemas"]["SignInChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-enter-startEnrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            otpauth_uri: string;
                            /** @description The otpauth URI as a QR code (PNG data URL) */
                            qr_code: string;
                            /** @description Base32, for an app that cannot scan */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-getFromEmail": {
        parameters: {
            query: {
                email: string & unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string;
                            last_name: string;
                            status: number;
                            user_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-addPasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: string[];
                        };
                        /** @constant */
                        type: "public-key";
                    };
                    name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            passkey_uuid: string;
                            recovery_codes: string[] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-confirmIdentity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    method: "totp" | "recovery_code" | "password";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-confirmIdentityOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-confirmIdentityPasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @constant */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-confirmTotp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description Shown this once; each signs in once in place of a code */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-deleteSelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_role?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-emailUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_email: string & unknown;
                    /** @description The current password: a session alone cannot take over the account by changing its email. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-endOtherSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            ended: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-endSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-getPasskeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            name: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-getSecondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            passkeys: number;
                            recovery_codes_left: number;
                            /** @description The person's role must sign in with a second factor */
                            required: boolean;
                            /** @description When the authenticator app was set up; null: none */
                            totp_confirmed_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-getSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Read from the user agent ('Chrome 131'); empty when unknown */
                            browser: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The session this request comes from */
                            current: boolean;
                            ip: string | null;
                            /** Format: date-time */
                            last_seen_at: string;
                            /**
                             * @description How it was opened
                             * @enum {string}
                             */
                            method: "password" | "totp" | "recovery_code" | "passkey" | "sso" | "impersonation";
                            /** @description Read from the user agent ('Windows 10'); empty when unknown */
                            system: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-passwordUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_password: string;
                    old_password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-profileUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    birthday: string;
                    first_name: string;
                    last_name: string;
                    phone: string;
                    second_name?: string | null;
                    /** @enum {string} */
                    sex: "m" | "f";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-removePasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passkey_uuid: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-removeTotp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-renamePasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    passkey_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-renewRecoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description Shown this once; each signs in once in place of a code */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-startPasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-profile-startTotp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            otpauth_uri: string;
                            /** @description The otpauth URI as a QR code (PNG data URL) */
                            qr_code: string;
                            /** @description Base32, for an app that cannot scan */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-ssoCallback": {
        parameters: {
            query?: {
                /** @description The authorization code */
                code?: string;
                /** @description The provider's refusal ('access_denied' when cancelled) */
                error?: string;
                error_description?: string;
                /** @description The issuer (RFC 9207) */
                iss?: string;
                /** @description The state the sign-in was started with */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /enter/sso#handoff=<token> (POST /api/account/enter/sso-handoff takes it), or to /enter/login?sso_error=<reason>, one of expired, refused, unavailable, cancelled, no_role, unknown_person, account_disabled */
            303: {
                headers: {
                    /** @description Where the browser goes next */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-ssoStart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider's authorization endpoint (with PKCE, state and nonce), setting the flow's cookie; to /enter/login?sso_error=unavailable when it cannot be reached */
            303: {
                headers: {
                    /** @description Where the browser goes next */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-apiKeys-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    policy: "staff" | "channel";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            secret: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-apiKeys-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            last_used_at: string | null;
                            name: string;
                            /** @enum {string} */
                            policy: "staff" | "channel";
                            /** @description The first characters of the secret */
                            prefix: string;
                            revoked: boolean;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-apiKeys-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt1?: string | null;
                    alt2?: string | null;
                    /** @enum {string} */
                    card_design: "Blue" | "Orange" | "White" | "With image";
                    content: string;
                    /** Format: date */
                    date: string;
                    image1?: string | null;
                    image2?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    seo_description?: string | null;
                    seo_keywords?: string | null;
                    seo_url?: string | null;
                    title: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-changeCompanyBankInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bank_ks: string;
                    bank_name: string;
                    bank_rs: string;
                    bik: string;
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-changeCompanyContactInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ceo_full_name: string;
                    company_email: string & unknown;
                    company_phone: string;
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-changeCompanyLegalInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    company_uuid: string;
                    inn: string;
                    offical_address: string;
                    offical_name: string;
                    ogrn: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-changeCompanyStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                    /** @enum {string} */
                    status: "Active" | "NoActive" | "Banned";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    category: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    question: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    h1?: string | null;
                    keywords?: string | null;
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    title?: string | null;
                    url?: string | null;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sliderDisplay-changeOfferSort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slider_sort: number | string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    question: string;
                    url: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    url: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-changeRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    system_role: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string | null;
                    alt_m?: string | null;
                    display_text: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    image: string;
                    image_m: string;
                    link: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    subtitle: string;
                    title: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sliderDisplay-changeSlideSort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slider_sort: number | string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-changeStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: (0 | 1) | ("0" | "1");
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-changeUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    phone: string;
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-cancelSchedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-compareVersions": {
        parameters: {
            query: {
                entity_id: string;
                /** @description The record's kind, as the audit log names it */
                entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                from: number;
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            fields: {
                                field: string;
                                from: unknown;
                                /** @enum {string} */
                                kind: "text" | "rich_text" | "value";
                                to: unknown;
                            }[];
                            from: {
                                /** @enum {string} */
                                action: "baseline" | "create" | "update" | "publish" | "restore" | "schedule";
                                author_email: string | null;
                                /** @description Wire fields that differ from the previous version */
                                changed_fields: string[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 timestamp
                                 */
                                create_at: string;
                                /** @description Whether the public saw the record in this state */
                                live: boolean;
                                number: number;
                                restored_from: number | null;
                            };
                            to: {
                                /** @enum {string} */
                                action: "baseline" | "create" | "update" | "publish" | "restore" | "schedule";
                                author_email: string | null;
                                /** @description Wire fields that differ from the previous version */
                                changed_fields: string[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 timestamp
                                 */
                                create_at: string;
                                /** @description Whether the public saw the record in this state */
                                live: boolean;
                                number: number;
                                restored_from: number | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-createSchedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "publish" | "unpublish" | "price";
                    entity_id: string;
                    /**
                     * @description The record's kind, as the audit log names it
                     * @enum {string}
                     */
                    entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                    /** @description An offer's new price (action price) */
                    price?: number | string;
                    /** @description A wall time in Europe/Rome ('2026-12-24 00:00') or an instant with its offset */
                    run_at: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-discardDraft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entity_id: string;
                    /**
                     * @description The record's kind, as the audit log names it
                     * @enum {string}
                     */
                    entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-getDraft": {
        parameters: {
            query: {
                entity_id: string;
                /** @description The record's kind, as the audit log names it */
                entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update_at: string;
                            /** @description The edit form's values, as its save would send them */
                            values: {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-liveAt": {
        parameters: {
            query: {
                at: string;
                entity_id: string;
                /** @description The record's kind, as the audit log names it */
                entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            history_from: string | null;
                            /** @enum {string} */
                            state: "live" | "not_live" | "unknown";
                            version: {
                                /** @enum {string} */
                                action: "baseline" | "create" | "update" | "publish" | "restore" | "schedule";
                                author_email: string | null;
                                /** @description Wire fields that differ from the previous version */
                                changed_fields: string[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 timestamp
                                 */
                                create_at: string;
                                /** @description Whether the public saw the record in this state */
                                live: boolean;
                                number: number;
                                restored_from: number | null;
                                /** @description The record's wire row in this version */
                                snapshot: {
                                    [key: string]: unknown;
                                };
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-restoreVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entity_id: string;
                    /**
                     * @description The record's kind, as the audit log names it
                     * @enum {string}
                     */
                    entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                    number: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-saveDraft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entity_id: string;
                    /**
                     * @description The record's kind, as the audit log names it
                     * @enum {string}
                     */
                    entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                    /** @description The edit form's values, as its save would send them */
                    values: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-listSchedules": {
        parameters: {
            query?: {
                entity_id?: string;
                entity_type?: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "publish" | "unpublish" | "price";
                            created_by_email: string | null;
                            entity_id: string;
                            entity_type: string;
                            error: string | null;
                            price: string | null;
                            ran_at: string | null;
                            /** @description The record's name or title, as its list shows it */
                            record_title: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            run_at: string;
                            /** @enum {string} */
                            status: "pending" | "done" | "failed" | "cancelled";
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-getVersion": {
        parameters: {
            query: {
                entity_id: string;
                /** @description The record's kind, as the audit log names it */
                entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
                number: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "baseline" | "create" | "update" | "publish" | "restore" | "schedule";
                            author_email: string | null;
                            /** @description Wire fields that differ from the previous version */
                            changed_fields: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description Whether the public saw the record in this state */
                            live: boolean;
                            number: number;
                            restored_from: number | null;
                            /** @description The record's wire row in this version */
                            snapshot: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "content-listVersions": {
        parameters: {
            query: {
                entity_id: string;
                /** @description The record's kind, as the audit log names it */
                entity_type: "Offer" | "OfferDetail" | "OfferCategory" | "Option" | "DiscountCode" | "Slide" | "BlogPost" | "FaqQuestion" | "PageFaqQuestion" | "StaticPage" | "Variable" | "EmailNotification" | "FaqCategory" | "FileCategory" | "PageFaqUrlGroup" | "SupportFile" | "Store";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "baseline" | "create" | "update" | "publish" | "restore" | "schedule";
                            author_email: string | null;
                            /** @description Wire fields that differ from the previous version */
                            changed_fields: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description Whether the public saw the record in this state */
                            live: boolean;
                            number: number;
                            restored_from: number | null;
                        }[];
                        record_title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt1?: string | null;
                    alt2?: string | null;
                    /** @enum {string} */
                    card_design: "Blue" | "Orange" | "White" | "With image";
                    content: string;
                    /** Format: date */
                    date: string;
                    image1?: string | null;
                    image2?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    seo_description?: string | null;
                    seo_keywords?: string | null;
                    seo_url?: string | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    category: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    question: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    question: string;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    latitude: number | string;
                    longitude: number | string;
                    status: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    store_name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string | null;
                    alt_m?: string | null;
                    display_text: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    image: string;
                    image_m: string;
                    link: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    subtitle: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string | null;
                    description?: string | null;
                    dont_index_page: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    dont_show_sitemap: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    h1?: string | null;
                    keywords?: string | null;
                    page_title: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    title?: string | null;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-deleteCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-deleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-changeActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions: {
                        amount?: (number | string) | null;
                        amount_type?: (0 | 1) | ("0" | "1");
                        discount_type: (0 | 1 | 2 | 3 | 4) | ("0" | "1" | "2" | "3" | "4");
                        params?: (number | string)[];
                    }[];
                    active: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    dont_send_to_logistic?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    expires_at?: (string) | null;
                    name: string;
                    only_mnp?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: {
                                /** @description decimal, two places (12.50) */
                                amount: string;
                                /** @enum {number} */
                                amount_type: 0 | 1;
                                /** @enum {number} */
                                discount_type: 0 | 1 | 2 | 3 | 4;
                                params: number[];
                            }[];
                            active: 0 | 1;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            dont_send_to_logistic: 0 | 1;
                            expires_at: string | null;
                            name: string;
                            only_mnp: 0 | 1;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: {
                                /** @description decimal, two places (12.50) */
                                amount: string;
                                /** @enum {number} */
                                amount_type: 0 | 1;
                                /** @enum {number} */
                                discount_type: 0 | 1 | 2 | 3 | 4;
                                params: number[];
                            }[];
                            active: 0 | 1;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            dont_send_to_logistic: 0 | 1;
                            expires_at: string | null;
                            name: string;
                            only_mnp: 0 | 1;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-optionChoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ID: number;
                            Title: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-discountCodes-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions: {
                        amount?: (number | string) | null;
                        amount_type?: (0 | 1) | ("0" | "1");
                        discount_type: (0 | 1 | 2 | 3 | 4) | ("0" | "1" | "2" | "3" | "4");
                        params?: (number | string)[];
                    }[];
                    active: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    dont_send_to_logistic?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    expires_at?: (string) | null;
                    name: string;
                    only_mnp?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-emails-list": {
        parameters: {
            query?: {
                limit?: number;
                order_uuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            error: string | null;
                            event_type: string | null;
                            /** @enum {string} */
                            kind: "event" | "template-test" | "password-reset" | "invitation" | "registration-attempt" | "sign-in-notice";
                            /** @description The order number */
                            order_id: number | null;
                            order_uuid: string | null;
                            sent_at: string | null;
                            /** @description The mail server's answer */
                            smtp_response: string | null;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            subject: string;
                            to: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-endUserSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_uuid?: string;
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            ended: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-bss-getActiveOffers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            ActivationPrices: {
                                FirstNetwork: number;
                                NewActivation: number;
                                OtherNetworks: number;
                            };
                            DependentOptions: {
                                ID: number;
                                Period: string;
                                Price: number;
                                Title: string;
                            }[];
                            ExcludedOperators: string[];
                            ID: number;
                            PortInOnly: boolean;
                            RenewalPrice: number;
                            Title: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "audit-getAuditLog": {
        parameters: {
            query: {
                entity_id: string;
                entity_type: "User" | "Company" | "BlogPost" | "Slide" | "FaqQuestion" | "FaqCategory" | "PageFaqQuestion" | "PageFaqUrlGroup" | "SupportFile" | "FileCategory" | "Variable" | "SourceFile" | "StaticPage" | "EmailNotification" | "Offer" | "OfferCategory" | "OfferDetail" | "Option" | "DiscountCode" | "Store" | "ApiKey" | "WebhookEndpoint";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            actor_email: string | null;
                            /** @description Each changed field as { from, to }, or what the action records of itself ({ rows } of an import) */
                            changes: {
                                [key: string]: unknown;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            id: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alt1: string;
                            alt2: string;
                            card_design: string;
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description YYYY-MM-DD */
                            date: string;
                            image1: string;
                            image2: string;
                            publish: 0 | 1;
                            seo_description: string;
                            seo_keywords: string;
                            seo_url: string;
                            title: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-blog-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blog_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alt1: string;
                            alt2: string;
                            card_design: string;
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description YYYY-MM-DD */
                            date: string;
                            image1: string;
                            image2: string;
                            publish: 0 | 1;
                            seo_description: string;
                            seo_keywords: string;
                            seo_url: string;
                            title: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-getCompanies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    direction?: "asc" | "desc";
                    limit?: number | string;
                    offset?: number | string;
                    page?: number | string;
                    pageSize?: number | string;
                    /** @default  */
                    search?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "offical_name" | "inn" | "ogrn" | "ceo_full_name" | "bank_name" | "status";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            bank_ks: string;
                            bank_name: string;
                            bank_rs: string;
                            bik: string;
                            ceo_full_name: string;
                            company_email: string;
                            company_phone: string;
                            company_uuid: string;
                            id: number;
                            inn: string;
                            name: string;
                            offical_address: string;
                            offical_inn: string;
                            offical_name: string;
                            offical_ogrn: string;
                            ogrn: string;
                            owner_email: string;
                            owner_uuid: string;
                            /** @enum {string} */
                            status: "Active" | "NoActive" | "Banned";
                            uuid: string;
                        }[];
                        /** @description rows matching the search and filters */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-getCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            bank_ks: string;
                            bank_name: string;
                            bank_rs: string;
                            bik: string;
                            ceo_full_name: string;
                            company_email: string;
                            company_phone: string;
                            company_uuid: string;
                            id: number;
                            inn: string;
                            name: string;
                            offical_address: string;
                            offical_inn: string;
                            offical_name: string;
                            offical_ogrn: string;
                            ogrn: string;
                            owner_email: string;
                            owner_uuid: string;
                            /** @enum {string} */
                            status: "Active" | "NoActive" | "Banned";
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string;
                            /** @description uuid of the FAQ category */
                            category: string;
                            category_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            priority: number;
                            publish: 0 | 1;
                            question: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faq-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string;
                            /** @description uuid of the FAQ category */
                            category: string;
                            category_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            priority: number;
                            publish: 0 | 1;
                            question: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-faqCategories-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-getGeocodeAddress": {
        parameters: {
            query: {
                address: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            label: string;
                            latitude: number;
                            longitude: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            h1: string;
                            keywords: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            title: string;
                            url: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offer_category_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            h1: string;
                            keywords: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            title: string;
                            url: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            priority: number;
                            publish: 0 | 1;
                            question: string;
                            /** @description uuid of the URL group */
                            url: string;
                            url_name: string;
                            url_value: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaq-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            priority: number;
                            publish: 0 | 1;
                            question: string;
                            /** @description uuid of the URL group */
                            url: string;
                            url_name: string;
                            url_value: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            url: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-pageFaqUrls-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            url: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-get": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            created_at: string;
                            instructions: string;
                            latitude: number | null;
                            longitude: number | null;
                            status: 0 | 1;
                            store_name: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-list": {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                limit?: number;
                offset?: number;
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "store_name" | "address" | "created_at" | "priority" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            created_at: string;
                            instructions: string;
                            latitude: number | null;
                            longitude: number | null;
                            status: 0 | 1;
                            store_name: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alt: string;
                            alt_m: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            display_text: 0 | 1;
                            image: string;
                            image_m: string;
                            link: string;
                            publish: 0 | 1;
                            slider_sort: number;
                            subtitle: string;
                            title: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-slides-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alt: string;
                            alt_m: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            display_text: 0 | 1;
                            image: string;
                            image_m: string;
                            link: string;
                            publish: 0 | 1;
                            slider_sort: number;
                            subtitle: string;
                            title: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sliderDisplay-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            publish: 0 | 1;
                            slider_sort: number;
                            /** @enum {string} */
                            type: "slide" | "offer";
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-get": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            description: string;
                            dont_index_page: 0 | 1;
                            dont_show_sitemap: 0 | 1;
                            h1: string;
                            keywords: string;
                            page_title: string;
                            publish: 0 | 1;
                            title: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            updated_at: string;
                            url: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            description: string;
                            dont_index_page: 0 | 1;
                            dont_show_sitemap: 0 | 1;
                            h1: string;
                            keywords: string;
                            page_title: string;
                            publish: 0 | 1;
                            title: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            updated_at: string;
                            url: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string;
                            last_name: string;
                            phone: string | null;
                            /** @enum {number} */
                            status: 0 | 1 | 2 | 3 | 4;
                            /** @enum {number} */
                            system_role: 0 | 1 | 2 | 3;
                            user_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-getUserSecondFactor": {
        parameters: {
            query: {
                user_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            passkeys: number;
                            recovery_codes_left: number;
                            /** @description The person's role must sign in with a second factor */
                            required: boolean;
                            /** @description When the authenticator app was set up; null: none */
                            totp_confirmed_at: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-getUserSessions": {
        parameters: {
            query: {
                user_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Read from the user agent ('Chrome 131'); empty when unknown */
                            browser: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The session this request comes from */
                            current: boolean;
                            ip: string | null;
                            /** Format: date-time */
                            last_seen_at: string;
                            /**
                             * @description How it was opened
                             * @enum {string}
                             */
                            method: "password" | "totp" | "recovery_code" | "passkey" | "sso" | "impersonation";
                            /** @description Read from the user agent ('Windows 10'); empty when unknown */
                            system: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-getUsers": {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                limit?: number;
                offset?: number;
                page?: number;
                pageSize?: number;
                role?: 0 | 1 | 2 | 3;
                search?: string;
                sort?: "first_name" | "last_name" | "system_role" | "status" | "email";
                status?: 0 | 1 | 2 | 3 | 4;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string;
                            last_name: string;
                            phone: string | null;
                            /** @enum {number} */
                            status: 0 | 1 | 2 | 3 | 4;
                            /** @enum {number} */
                            system_role: 0 | 1 | 2 | 3;
                            user_uuid: string;
                        }[];
                        /** @description rows matching the search and filters */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-loginOnUserSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerCategories-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    h1?: string | null;
                    keywords?: string | null;
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    title?: string | null;
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerDetails-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerDetails-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    act_price_eur?: "" | null | (number | string);
                    act_price_for: (1 | 2 | 3 | 4) | ("1" | "2" | "3" | "4");
                    name_en?: string | null;
                    name_it?: string | null;
                    other_texts: string;
                    price_eur?: "" | null | (number | string);
                    price_for: (1 | 2 | 3 | 4) | ("1" | "2" | "3" | "4");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerDetails-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            act_price_eur: string | null;
                            act_price_for: number;
                            bss_details_activation_price: string | null;
                            bss_details_id: number;
                            bss_details_renewal_price: string | null;
                            bss_details_title: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name_en: string;
                            name_it: string;
                            other_text_one_en: string;
                            other_text_one_it: string;
                            other_text_two_en: string;
                            other_text_two_it: string;
                            price_eur: string | null;
                            price_for: number;
                            publish: 0 | 1;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offerDetails-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            act_price_eur: string | null;
                            act_price_for: number;
                            bss_details_activation_price: string | null;
                            bss_details_id: number;
                            bss_details_renewal_price: string | null;
                            bss_details_title: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name_en: string;
                            name_it: string;
                            other_text_one_en: string;
                            other_text_one_it: string;
                            other_text_two_en: string;
                            other_text_two_it: string;
                            price_eur: string | null;
                            price_for: number;
                            publish: 0 | 1;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-changeRetention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Months a closed order's customer is kept after it closed; null keeps it */
                    closed_orders: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    contact_messages: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    email_log: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    partner_requests: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    webhook_attempts: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-erasureStatus": {
        parameters: {
            query: {
                erasure_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PersonalDataErasure"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-exportStatus": {
        parameters: {
            query: {
                export_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PersonalDataExport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string & unknown;
                    fiscal_code?: string & unknown;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PersonPlaces"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-getRetention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            periods: components["schemas"]["RetentionPeriods"];
                            would_remove: {
                                /** @description Orders whose customer would be anonymised */
                                closed_orders: number;
                                contact_messages: number;
                                email_log: number;
                                partner_requests: number;
                                webhook_attempts: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-previewRetention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Months a closed order's customer is kept after it closed; null keeps it */
                    closed_orders: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    contact_messages: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    email_log: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    partner_requests: number | null;
                    /** @description Months a record is kept after it was made; null keeps it */
                    webhook_attempts: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description Orders whose customer would be anonymised */
                            closed_orders: number;
                            contact_messages: number;
                            email_log: number;
                            partner_requests: number;
                            webhook_attempts: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-startErasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The email, phone or fiscal code asked by, typed again to confirm what will go */
                    confirmation: string;
                    email?: string & unknown;
                    fiscal_code?: string & unknown;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** Format: uuid */
                            erasure_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "personalData-startExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string & unknown;
                    fiscal_code?: string & unknown;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** Format: uuid */
                            export_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports-getData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date_from: string;
                    date_to: string;
                    discount_code?: string | null;
                    type: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            columns: {
                                key: string;
                                kind: string;
                                label: string;
                            }[];
                            csvLink: string;
                            reports: {
                                [key: string]: string | number;
                            }[];
                            total: number;
                            xlsLink: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-resetUserSecondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-changeSignInPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The super administrator who may still sign in with a password when it is off */
                    break_glass_user_uuid?: string | null;
                    password_sign_in?: boolean;
                    second_factor_roles: (0 | 1 | 2 | 3)[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-getSignInPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description The super administrator who may still sign in with a password when it is off */
                            break_glass_user_uuid: string | null;
                            password_sign_in: boolean;
                            second_factor_roles: (0 | 1 | 2 | 3)[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-updateEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-admin-updateOwnerCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "account-admin-updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    user_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-stores-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    latitude: number | string;
                    longitude: number | string;
                    status: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    store_name: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string | null;
                    description?: string | null;
                    dont_index_page: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    dont_show_sitemap: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    h1?: string | null;
                    keywords?: string | null;
                    page_title: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    title?: string | null;
                    url: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-staticPages-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-deliveryFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                    /**
                     * @description Load the rows (true or 1), or only check them (false, 0 or absent)
                     * @enum {string}
                     */
                    loadToDb?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            failedOrders: {
                                id: string;
                                reason: string;
                            }[];
                            successCount: number;
                        };
                    };
                };
            };
            /** @description The input was refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "BAD_REQUEST";
                        /** @description What is wrong with the file, and on which line */
                        detail?: string;
                        /** @description The refused fields, when the failure is about fields */
                        issues?: components["schemas"]["RestIssue"][];
                        /** @description What went wrong, in English */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-storeImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                    /**
                     * @description Load the rows (true or 1), or only check them (false, 0 or absent)
                     * @enum {string}
                     */
                    isLoad?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            errorCount: number;
                            /** @description At most the first 1,000 rejected lines */
                            errors: {
                                line: number;
                                reason: string;
                                store_name: string;
                            }[];
                            placedCount: number;
                            rowCount: number;
                            successGeocodes: number;
                        } | {
                            current: number;
                            end: number;
                            /** Format: uuid */
                            job_uuid: string;
                            rowCount: number;
                        };
                    };
                };
            };
            /** @description The input was refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "BAD_REQUEST";
                        /** @description What is wrong with the file, and on which line */
                        detail?: string;
                        /** @description The refused fields, when the failure is about fields */
                        issues?: components["schemas"]["RestIssue"][];
                        /** @description What went wrong, in English */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-getImportProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            create_at: string | null;
                            current: number;
                            details: {
                                errorCount: number;
                                rowCount: number;
                                successCount: number;
                                successGeocodes: number;
                            };
                            end: number;
                            job_uuid: string | null;
                            status: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "stores-getImportRejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            latitude: string;
                            line: number;
                            longitude: string;
                            reason: string;
                            status: string;
                            store_name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    events: ("order.created" | "order.status_changed" | "order.paid" | "order.cancelled" | "order.refunded" | "sim.cancelled" | "order.tracking_set" | "store.import_finished" | "customer.erased" | "content.published" | "content.unpublished")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            secret: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-deliveries": {
        parameters: {
            query: {
                limit?: number;
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempt_log: {
                                at: string;
                                duration_ms: number;
                                error: string | null;
                                /** @description The headers sent, signature included */
                                request_headers: {
                                    [key: string]: string;
                                };
                                /** @description The first 2 KB of the answer */
                                response_body: string;
                                /** @description The answer's headers */
                                response_headers: {
                                    [key: string]: string;
                                };
                                response_status: number | null;
                            }[];
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** @description The webhook-id header sent */
                            event_id: string;
                            event_type: string;
                            response_status: number | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            created_at: string;
                            /** @description Set when three days of failures disabled the endpoint */
                            disabled_at: string | null;
                            enabled: boolean;
                            events: string[];
                            /** @description First failure since the last success */
                            failing_since: string | null;
                            url: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-resendFailed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    since: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            resent: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-sendTest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            delivery_uuid: string;
                            event_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-webhooks-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    events: ("order.created" | "order.status_changed" | "order.paid" | "order.cancelled" | "order.refunded" | "sim.cancelled" | "order.tracking_set" | "store.import_finished" | "customer.erased" | "content.published" | "content.unpublished")[];
                    url: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    description: string;
                    file: string;
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    description: string;
                    file: string;
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priority: number | string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description uuid of the file category */
                            category: string;
                            category_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            file: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-supportFiles-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description uuid of the file category */
                            category: string;
                            category_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            file: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-fileCategories-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            priority: number;
                            publish: 0 | 1;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anchor: string;
                    description?: string | null;
                    file_name?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anchor: string;
                    description?: string | null;
                    file_name?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            anchor: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            /** @description stored path */
                            file_name: string;
                            publish: 0 | 1;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-sourceFiles-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            anchor: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            description: string;
                            /** @description stored path */
                            file_name: string;
                            publish: 0 | 1;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-variables-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-variables-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    value: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-variables-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-variables-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                    value: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-variables-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            name: string;
                            publish: 0 | 1;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update_at: string;
                            uuid: string;
                            value: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addres?: string;
                    bank_ks?: string;
                    bank_name?: string;
                    bank_rs?: string;
                    bik?: string;
                    ceo_full_name?: string;
                    company_email?: string & unknown;
                    company_phone?: string;
                    name: string;
                    offical_addres?: string;
                    offical_inn: string;
                    offical_name: string;
                    offical_ogrn: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Whether the caller may change the company and its employees */
                            can_edit: boolean;
                            company_uuid: string;
                            id: number;
                            name: string;
                            /** @description The caller's employee role in this company (4 for the owner) */
                            role: number | null;
                            status: number;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-getBankInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bank_ks: string;
                            bank_name: string;
                            bank_rs: string;
                            bik: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-getContactInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ceo_full_name: string;
                            company_email: string;
                            company_phone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-getLegalInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The actual address again, under the key update-legal-info writes */
                            addres: string;
                            address: string;
                            /** @description The official address; the contract spells the read key this way */
                            offical_addres: string;
                            offical_inn: string;
                            offical_name: string;
                            offical_ogrn: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-getList": {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                limit?: number;
                offset?: number;
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "id" | "name" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            company_uuid: string;
                            id: number;
                            name: string;
                            status: number;
                            uuid: string;
                        }[];
                        /** @description rows matching the search and filters */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-updateBankInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bank_ks: string;
                    bank_name: string;
                    bank_rs: string;
                    bik: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-updateContactInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ceo_full_name: string;
                    company_email: string & unknown;
                    company_phone: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-updateLegalInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addres: string;
                    offical_addres: string;
                    offical_inn?: string;
                    offical_name: string;
                    offical_ogrn?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-updateName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-acceptInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & unknown;
                    role?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-deActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-declineInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-getInvitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            company_name: string;
                            company_uuid: string;
                            invited_at: string;
                            role: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string;
                            invited: boolean;
                            last_name: string;
                            role: number;
                            status: number;
                            user_uuid: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "company-employee-updateRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_uuid: string;
                    role: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-becomeAPartner-changeRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: 0 | 1 | boolean;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-becomeAPartner-getMessage": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            business_name: string;
                            contact_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            email: string;
                            phone_number: string;
                            postcode: string;
                            province: string;
                            /** @description 1 once a staff member has opened the message */
                            read: 0 | 1;
                            /** @description When it was first opened, null while unread */
                            read_at: string | null;
                            region: string;
                            uuid: string;
                            vat_number: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-becomeAPartner-getMessages": {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                read?: "0" | "1";
                search?: string;
                sort?: "create_at" | "business_name" | "contact_name" | "region" | "email";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            business_name: string;
                            contact_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            email: string;
                            phone_number: string;
                            postcode: string;
                            province: string;
                            /** @description 1 once a staff member has opened the message */
                            read: 0 | 1;
                            /** @description When it was first opened, null while unread */
                            read_at: string | null;
                            region: string;
                            uuid: string;
                            vat_number: string;
                        }[];
                        /** @description rows matching the search and filters */
                        total: number;
                        /** @description unread rows in the whole list */
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-becomeAPartner-sendRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    business_name: string;
                    contact_name: string;
                    email: string & unknown;
                    phone_number: string;
                    postcode?: string | null;
                    province?: string | null;
                    region?: string | null;
                    vat_number?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-contact-changeRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: 0 | 1 | boolean;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-contact-getMessage": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description stored path of the attached file ("" when none); download it with POST /api/file/get-files */
                            link: string;
                            mail: string;
                            message: string;
                            name: string;
                            phone: string;
                            /** @description 1 once a staff member has opened the message */
                            read: 0 | 1;
                            /** @description When it was first opened, null while unread */
                            read_at: string | null;
                            topic: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-contact-getMessages": {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                read?: "0" | "1";
                search?: string;
                sort?: "create_at" | "topic" | "name" | "mail" | "phone";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            /** @description stored path of the attached file ("" when none); download it with POST /api/file/get-files */
                            link: string;
                            mail: string;
                            message: string;
                            name: string;
                            phone: string;
                            /** @description 1 once a staff member has opened the message */
                            read: 0 | 1;
                            /** @description When it was first opened, null while unread */
                            read_at: string | null;
                            topic: string;
                            uuid: string;
                        }[];
                        /** @description rows matching the search and filters */
                        total: number;
                        /** @description unread rows in the whole list */
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "feedback-contact-sendMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description optional file: a PDF, a PNG, JPEG or WebP image, or a CSV or plain-text file; checked by its content */
                    attachment?: {
                        /** @description the file bytes, base64 */
                        content_base64: string;
                        file_name: string;
                    };
                    mail: string & unknown;
                    message: string;
                    name: string;
                    phone?: string | null;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-editorImageUpload": {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of GET /api/web-api/integration/ckeditor/get-token, instead of a session */
                "x-upload-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pixel height of an image */
                        height?: number;
                        mime: string;
                        /** @description The name downloads are served under */
                        name: string;
                        /** @description The stored path, the value content fields keep */
                        response: string;
                        size: number;
                        url: string;
                        /** @description Pixel width of an image */
                        width?: number;
                    };
                };
            };
            /** @description The input was refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "BAD_REQUEST";
                        /** @description The kinds of file the call takes */
                        expected?: ("image" | "pdf" | "html" | "csv" | "document")[];
                        /** @description The refused fields, when the failure is about fields */
                        issues?: components["schemas"]["RestIssue"][];
                        /** @description What went wrong, in English */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-orderExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                    list: {
                        activated_unpaid?: (0 | 1) | ("0" | "1");
                        billing_problem?: (0 | 1) | ("0" | "1");
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        endDate?: string;
                        is_esim?: (0 | 1) | ("0" | "1");
                        page?: number | string;
                        pageSize?: number | string;
                        payment_status?: ((0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3"))[];
                        /** @default  */
                        search?: string;
                        sim_status?: ((0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102) | ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "100" | "101" | "102"))[];
                        /**
                         * @default create_at
                         * @enum {string}
                         */
                        sort?: "create_at" | "id" | "amount" | "first_name" | "last_name" | "email" | "phone" | "fiscal_code" | "status" | "payment_status" | "is_esim";
                        startDate?: string;
                        status?: ((0 | 1 | 2 | 3 | 4 | 5 | 6 | 7) | ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7"))[];
                        total_from?: number | string;
                        total_to?: number | string;
                    };
                    /** @default [] */
                    open_bounds?: ("startDate" | "endDate")[];
                    order_uuids?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A stored path or a report export link */
                    file_name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-personalDataExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    export_uuid: string;
                    /** @enum {string} */
                    format: "json" | "xlsx";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataFile"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files-upload": {
        parameters: {
            query?: {
                /** @description The folder to store it in (not a private one) */
                currentDir?: string;
                /** @description The kinds it may be, comma-separated (image, pdf, html, csv, document) */
                kind?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pixel height of an image */
                        height?: number;
                        mime: string;
                        /** @description The name downloads are served under */
                        name: string;
                        /** @description The stored path, the value content fields keep */
                        response: string;
                        size: number;
                        /** @description Pixel width of an image */
                        width?: number;
                    };
                };
            };
            /** @description The input was refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "BAD_REQUEST";
                        /** @description The kinds of file the call takes */
                        expected?: ("image" | "pdf" | "html" | "csv" | "document")[];
                        /** @description The refused fields, when the failure is about fields */
                        issues?: components["schemas"]["RestIssue"][];
                        /** @description What went wrong, in English */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-getDonorOperators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            DisplayedName: string;
                            ID: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    send_to: string;
                    template_name: string;
                    topic_name: string;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    send_to: string;
                    template_id: string;
                    template_name: string;
                    topic_name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            file: string;
                            priority: number;
                            publish: 0 | 1;
                            send_to: string;
                            template_id: string;
                            template_name: string;
                            topic_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cms-emailNotifications-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            file: string;
                            priority: number;
                            publish: 0 | 1;
                            send_to: string;
                            template_id: string;
                            template_name: string;
                            topic_name: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            update: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "channels-emails-sendTest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offer_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activation_info: string;
                            active: 0 | 1;
                            additional_data: string;
                            additional_data_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            additional_data_three: string;
                            additional_data_three_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            additional_data_two: string;
                            additional_data_two_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            alt_list: string;
                            alt_slide: string;
                            alt_slide_lg: string;
                            alt_slide_m: string;
                            bss_plan_withdrawn_at: string | null;
                            category: string;
                            contract: string;
                            countries: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            data: string;
                            description: string;
                            design: string;
                            display_home: 0 | 1;
                            display_offers: 0 | 1;
                            display_roaming: 0 | 1;
                            display_slider: 0 | 1;
                            external_data: string;
                            external_id: number;
                            free: 0 | 1;
                            free_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            int_min: string;
                            int_min_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            keywords: string;
                            min: string;
                            name: string;
                            note: string;
                            other_text: string;
                            overview: string;
                            photo_list: string;
                            photo_slide: string;
                            photo_slide_lg: string;
                            photo_slide_m: string;
                            /** @description decimal, two places (12.50) */
                            price: string;
                            price_for: string;
                            price_others: string | null;
                            price_vodafone: string | null;
                            priority: number;
                            prospects_info: string;
                            publish: 0 | 1;
                            rates_abroad: 0 | 1;
                            rates_abroad_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            slider_sort: number;
                            sms: string;
                            tariff_overview: string;
                            title: string;
                            url: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activation_info: string;
                            active: 0 | 1;
                            additional_data: string;
                            additional_data_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            additional_data_three: string;
                            additional_data_three_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            additional_data_two: string;
                            additional_data_two_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            alt_list: string;
                            alt_slide: string;
                            alt_slide_lg: string;
                            alt_slide_m: string;
                            bss_plan_withdrawn_at: string | null;
                            category: string;
                            contract: string;
                            countries: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            data: string;
                            description: string;
                            design: string;
                            display_home: 0 | 1;
                            display_offers: 0 | 1;
                            display_roaming: 0 | 1;
                            display_slider: 0 | 1;
                            external_data: string;
                            external_id: number;
                            free: 0 | 1;
                            free_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            int_min: string;
                            int_min_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            keywords: string;
                            min: string;
                            name: string;
                            note: string;
                            other_text: string;
                            overview: string;
                            photo_list: string;
                            photo_slide: string;
                            photo_slide_lg: string;
                            photo_slide_m: string;
                            /** @description decimal, two places (12.50) */
                            price: string;
                            price_for: string;
                            price_others: string | null;
                            price_vodafone: string | null;
                            priority: number;
                            prospects_info: string;
                            publish: 0 | 1;
                            rates_abroad: 0 | 1;
                            rates_abroad_style: {
                                bold: 0 | 1;
                                color: string;
                            };
                            slider_sort: number;
                            sms: string;
                            tariff_overview: string;
                            title: string;
                            url: string;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activation_info?: string | null;
                    active?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    additional_data?: string | null;
                    additional_data_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    additional_data_three?: string | null;
                    additional_data_three_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    additional_data_two?: string | null;
                    additional_data_two_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    alt_list?: string | null;
                    alt_slide?: string | null;
                    alt_slide_lg?: string | null;
                    alt_slide_m?: string | null;
                    category?: string | string[] | null;
                    contract?: string | null;
                    countries?: string | null;
                    data?: string | null;
                    description?: string | null;
                    /** @enum {string} */
                    design: "Blue" | "Orange" | "Transparent";
                    display_home?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_offers?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_roaming?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_slider?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    external_id?: number | string;
                    free?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    free_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    int_min?: string | null;
                    int_min_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    keywords?: string | null;
                    min?: string | null;
                    name: string;
                    note?: string | null;
                    other_text?: string | null;
                    overview?: string | null;
                    photo_list?: string | null;
                    photo_slide?: string | null;
                    photo_slide_lg?: string | null;
                    photo_slide_m?: string | null;
                    price: number | string;
                    /**
                     * @default al mese
                     * @enum {string}
                     */
                    price_for?: "al mese" | "1° mese" | "con 2 mesi inclusi" | "con 3 mesi inclusi" | "other";
                    priority: number | string;
                    prospects_info?: string | null;
                    publish?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    rates_abroad?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    rates_abroad_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    sms?: string | null;
                    tariff_overview?: string | null;
                    title?: string | null;
                    url?: string | null;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-offers-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activation_info?: string | null;
                    active?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    additional_data?: string | null;
                    additional_data_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    additional_data_three?: string | null;
                    additional_data_three_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    additional_data_two?: string | null;
                    additional_data_two_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    alt_list?: string | null;
                    alt_slide?: string | null;
                    alt_slide_lg?: string | null;
                    alt_slide_m?: string | null;
                    category?: string | string[] | null;
                    contract?: string | null;
                    countries?: string | null;
                    data?: string | null;
                    description?: string | null;
                    /** @enum {string} */
                    design: "Blue" | "Orange" | "Transparent";
                    display_home?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_offers?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_roaming?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    display_slider?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    external_id?: number | string;
                    free?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    free_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    int_min?: string | null;
                    int_min_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    keywords?: string | null;
                    min?: string | null;
                    name: string;
                    note?: string | null;
                    other_text?: string | null;
                    overview?: string | null;
                    photo_list?: string | null;
                    photo_slide?: string | null;
                    photo_slide_lg?: string | null;
                    photo_slide_m?: string | null;
                    price: number | string;
                    /**
                     * @default al mese
                     * @enum {string}
                     */
                    price_for?: "al mese" | "1° mese" | "con 2 mesi inclusi" | "con 3 mesi inclusi" | "other";
                    priority: number | string;
                    prospects_info?: string | null;
                    publish?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    rates_abroad?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    rates_abroad_style?: {
                        bold?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        color?: "" | null | ("light-gray" | "light-red" | "light-blue");
                    };
                    sms?: string | null;
                    tariff_overview?: string | null;
                    title?: string | null;
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    bss?: string | null;
                    connect?: string | null;
                    contract?: string | null;
                    limits?: string | null;
                    link_for_button?: string | null;
                    measure?: "" | null | ("SMS" | "Giga" | "SIM" | "Minuti" | "Pezzo" | "Servizio");
                    name: string;
                    note?: string | null;
                    overview?: string | null;
                    period?: "" | null | ("al ora" | "al giorno" | "alla settimana" | "al mese" | "al anno");
                    price: number | string;
                    priority: number | string;
                    prospects_info?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    seo_description?: string | null;
                    seo_keywords?: string | null;
                    seo_title?: string | null;
                    seo_url?: string | null;
                    tariff_overview?: string | null;
                    /** @enum {string} */
                    type: "extra" | "service";
                    uuid: string;
                    value?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    bss?: string | null;
                    connect?: string | null;
                    contract?: string | null;
                    limits?: string | null;
                    link_for_button?: string | null;
                    measure?: "" | null | ("SMS" | "Giga" | "SIM" | "Minuti" | "Pezzo" | "Servizio");
                    name: string;
                    note?: string | null;
                    overview?: string | null;
                    period?: "" | null | ("al ora" | "al giorno" | "alla settimana" | "al mese" | "al anno");
                    price: number | string;
                    priority: number | string;
                    prospects_info?: string | null;
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    seo_description?: string | null;
                    seo_keywords?: string | null;
                    seo_title?: string | null;
                    seo_url?: string | null;
                    tariff_overview?: string | null;
                    /** @enum {string} */
                    type: "extra" | "service";
                    value?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: 0 | 1;
                            bss: string;
                            connect: string;
                            contract: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            limits: string;
                            link_for_button: string;
                            measure: string;
                            name: string;
                            note: string;
                            overview: string;
                            period: string;
                            /** @description decimal, two places (12.50) */
                            price: string;
                            priority: number;
                            prospects_info: string;
                            publish: 0 | 1;
                            seo_description: string;
                            seo_keywords: string;
                            seo_title: string;
                            seo_url: string;
                            tariff_overview: string;
                            type: string;
                            uuid: string;
                            value: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-options-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: 0 | 1;
                            bss: string;
                            connect: string;
                            contract: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            limits: string;
                            link_for_button: string;
                            measure: string;
                            name: string;
                            note: string;
                            overview: string;
                            period: string;
                            /** @description decimal, two places (12.50) */
                            price: string;
                            priority: number;
                            prospects_info: string;
                            publish: 0 | 1;
                            seo_description: string;
                            seo_keywords: string;
                            seo_title: string;
                            seo_url: string;
                            tariff_overview: string;
                            type: string;
                            uuid: string;
                            value: string;
                        }[];
                        total?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-otherSettings-edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    eshopPrice: number | string;
                    esimMnpPrice: number | string;
                    esimPrice: number | string;
                    esimReplacementPrice: number | string;
                    keywords?: string | null;
                    note?: string | null;
                    overview?: string | null;
                    /** @description Read-only here: ignored */
                    promoIsActive?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    publish: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    SIMPrice: number | string;
                    title?: string | null;
                    url: string;
                    uuid?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-otherSettings-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            /** @description decimal, two places (12.50) */
                            eshopPrice: string;
                            /** @description decimal, two places (12.50) */
                            esimMnpPrice: string;
                            /** @description decimal, two places (12.50) */
                            esimPrice: string;
                            /** @description decimal, two places (12.50) */
                            esimReplacementPrice: string;
                            keywords: string;
                            note: string;
                            overview: string;
                            promoIsActive: 0 | 1;
                            publish: 0 | 1;
                            /** @description decimal, two places (12.50) */
                            SIMPrice: string;
                            title: string;
                            url: string;
                            uuid: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-bss-updateBssOffers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            details_created: number;
                            details_updated: number;
                            offers_refreshed: number;
                            offers_reinstated: number;
                            offers_withdrawn: number;
                            plans: number;
                            plans_created: number;
                            plans_updated: number;
                            plans_withdrawn: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "shop-otherSettings-promoData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JSON text: {"IsActive": boolean} */
                        response: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integration-ckeditor-getToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expires_at: string;
                            header: string;
                            token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-againCreateOrderBss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            failed: number;
                            products: {
                                error_bss: string | null;
                                is_send_bss: boolean;
                                uuid: string;
                            }[];
                            sent: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-allowUnpaidService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                    reason: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            paid_at: string | null;
                            /** @enum {number} */
                            payment_status: 0 | 1 | 2 | 3;
                            payment_sum: string;
                            /** @description Why an administrator allowed serving the order without payment, or null */
                            unpaid_service_reason: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-changeSimStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_uuid: string;
                    status: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102) | ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "100" | "101" | "102");
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-confirmPayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            paid_at: string | null;
                            /** @enum {number} */
                            payment_status: 0 | 1 | 2 | 3;
                            payment_sum: string;
                            /** @description Why an administrator allowed serving the order without payment, or null */
                            unpaid_service_reason: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-editNote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base?: {
                        [key: string]: string;
                    };
                    note?: string | null;
                    uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-get": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description A SIM of the order is activated while the order is not paid (extension): a problem to settle */
                            activated_unpaid: boolean;
                            /** @description A SIM that is not cancelled has a billing-system error or was never sent to the billing system: a resend can send it */
                            billing_problem: boolean;
                            customer_info: {
                                birth_place: string;
                                date_of_birth: string | null;
                                email: string;
                                first_name: string;
                                fiscal_code: string;
                                gender: string;
                                last_name: string;
                                phone: string;
                            };
                            delivery_info: {
                                city: string;
                                country: string;
                                province: string;
                                street_name: string;
                                street_number: string;
                                zip_code: string;
                            };
                            delivery_track_info: {
                                tracking: string;
                                tracking_link: string;
                            };
                            order_info: {
                                amount: string;
                                /** @description A send of products to the billing system is under way (extension): Resend product waits */
                                bss_resend_running: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 timestamp
                                 */
                                create_at: string;
                                id: number;
                                note: string;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                                /** @description The order version (extension): send it with an action to have it refused (409) if the order moved on */
                                version: number;
                            };
                            order_payment: {
                                paid_at: string | null;
                                /** @description JSON text: responseTimeStamp, totalAmount, cardCompany or brand, cardNumber or pan, externalAccountDescription */
                                paid_data: string | null;
                                paid_method: string | null;
                                /** @enum {number} */
                                payment_status: 0 | 1 | 2 | 3;
                                payment_sum: string;
                                refund_sum: string;
                                shipment_price: string;
                                /** @description Why an administrator allowed serving the order without payment (extension), or null */
                                unpaid_service_reason: string | null;
                            };
                            product_data: {
                                /** @description Why the last attempt failed, or the billing system's refusal (extension) */
                                bss_cancel_error: string | null;
                                /** @description The SIM cancelled here, in the billing system (extension): pending until it confirms, done, or refused; null when it never had the SIM */
                                bss_cancel_status: ("pending" | "done" | "refused") | null;
                                consent: 0 | 1;
                                error_bss: string | null;
                                esim_price: string;
                                /** @description JSON text of the billing system order */
                                external_data: string | null;
                                external_id: string | null;
                                friend_code: string | null;
                                id: number;
                                is_esim: 0 | 1;
                                is_send_bss: 0 | 1;
                                offer_id: string | null;
                                offer_name: string;
                                offer_price: string;
                                options: {
                                    optional_name: string;
                                    optional_price: string;
                                }[];
                                portation_donor_network: string | null;
                                portation_mobile_number: string | null;
                                /** @enum {number} */
                                sim_status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102;
                                sim_status_reason: string;
                                table_items: {
                                    /** @description What the discount code took off this row (extension) */
                                    discount: string;
                                    name: string;
                                    price: string;
                                    /** @description The row after the discount (extension) */
                                    total: string;
                                    type: string;
                                }[];
                                topup_amount: string;
                                total_sum: string;
                                uuid: string;
                            }[];
                            residential_info: {
                                city: string;
                                country: string;
                                province: string;
                                street_name: string;
                                street_number: string;
                                zip_code: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-getHistory": {
        parameters: {
            query: {
                order_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            email: string;
                            /** @description The field a ChangeValue row changed (extension) */
                            field: string | null;
                            from: string | null;
                            to: string | null;
                            type: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-getNewOrdersLength": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-getRefundHistory": {
        parameters: {
            query: {
                order_uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            email: string;
                            refund_status: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-refreshStatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            checked: number;
                            orders_closed: number;
                            unknown: number;
                            updated: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-toDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-toProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-updateContactInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base?: {
                        [key: string]: string;
                    };
                    email: string & unknown;
                    phone: string;
                    uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-updateDeliveryAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base?: {
                        [key: string]: string;
                    };
                    city: string;
                    country: string;
                    province: string;
                    street_name: string;
                    street_number: string;
                    uuid: string;
                    version?: number | string;
                    zip_code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-updateTracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base?: {
                        [key: string]: string;
                    };
                    tracking?: string | null;
                    tracking_link?: string | null;
                    uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-createOrder": {
        parameters: {
            query?: never;
            header: {
                /** @description Unique per order attempt of this caller; printable characters without spaces */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_info: {
                        birth_place: string;
                        /** Format: date */
                        date_of_birth: string;
                        email: string & unknown;
                        first_name: string;
                        fiscal_code: string & unknown;
                        /**
                         * @description M or F (either case)
                         * @enum {string}
                         */
                        gender: "M" | "F";
                        last_name: string;
                        phone: string;
                    };
                    delivery_info: {
                        city: string;
                        country: string;
                        province: string;
                        street_name: string;
                        street_number: string;
                        zip_code: string;
                    };
                    discount_code?: string | null;
                    note?: string | null;
                    /**
                     * @default web
                     * @enum {string}
                     */
                    platform?: "web" | "app";
                    products: {
                        consent?: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        friend_code?: string | null;
                        is_esim: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                        offer_uuid: string;
                        option_uuids?: string[];
                        portation_donor_network?: string | null;
                        portation_mobile_number?: string | null;
                        topup_amount?: number | string;
                    }[];
                    residential_info: {
                        city: string;
                        country: string;
                        province: string;
                        street_name: string;
                        street_number: string;
                        zip_code: string;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description euros, decimal text with two places */
                            amount: string;
                            /** @description euros, decimal text with two places */
                            discount_amount: string;
                            discount_code: {
                                applied: boolean;
                                name: string;
                                refusal: ("inactive" | "expired" | "no_mnp_product") | null;
                            } | null;
                            id: number;
                            lines: {
                                /** @description euros, decimal text with two places */
                                discount: string;
                                /** @enum {string} */
                                kind: "offer" | "activation" | "esim" | "option" | "topup" | "delivery";
                                name: string;
                                /** @description euros, decimal text with two places */
                                price: string;
                                /** @description index of the SIM in products; null for the delivery */
                                product: number | null;
                                /** @description euros, decimal text with two places */
                                total: string;
                            }[];
                            products: {
                                id: number;
                                uuid: string;
                            }[];
                            /** @description euros, decimal text with two places */
                            shipment_price: string;
                            /** @description euros, decimal text with two places */
                            subtotal: string;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-getList": {
        parameters: {
            query?: {
                activated_unpaid?: 0 | 1;
                billing_problem?: 0 | 1;
                direction?: "asc" | "desc";
                endDate?: string;
                is_esim?: 0 | 1;
                page?: number;
                pageSize?: number;
                payment_status?: (0 | 1 | 2 | 3)[];
                search?: string;
                sim_status?: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 100 | 101 | 102)[];
                sort?: "create_at" | "id" | "amount" | "first_name" | "last_name" | "email" | "phone" | "fiscal_code" | "status" | "payment_status" | "is_esim";
                startDate?: string;
                status?: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                total_from?: number | string;
                total_to?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 timestamp
                             */
                            create_at: string;
                            email: string;
                            /** @description The order's eSIMs */
                            esim_count: number;
                            first_name: string;
                            fiscal_code: string;
                            /** @description Order number */
                            id: number;
                            /** @description This SIM: 1 eSIM, 0 physical SIM */
                            is_esim: 0 | 1;
                            last_name: string;
                            /** @enum {number} */
                            payment_status: 0 | 1 | 2 | 3;
                            phone: string;
                            product_uuid: string;
                            /** @description The order's physical SIMs */
                            psim_count: number;
                            /** @enum {number} */
                            status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            uuid: string;
                        }[];
                        total?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-toRefunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_refunded: (0 | 1) | boolean | ("0" | "1" | "true" | "false");
                    order_uuid: string;
                    reason?: string | null;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        response: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "orders-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number | string;
                    order_uuid: string;
                    version?: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            amount: string;
                            /** @enum {number} */
                            payment_status: 0 | 1 | 2 | 3;
                            /** @constant */
                            refund_status: "success";
                            refund_sum: string;
                            refund_uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhook-content-published": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "content.published",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "entity_type": "Offer",
                 *         "entity_id": "5b1c7e2a-9d4f-4a3b-8c6e-1f2a3b4c5d6e",
                 *         "version": 7,
                 *         "schedule_uuid": "0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookContentPublished"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-content-unpublished": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "content.unpublished",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "entity_type": "Offer",
                 *         "entity_id": "5b1c7e2a-9d4f-4a3b-8c6e-1f2a3b4c5d6e",
                 *         "version": 8,
                 *         "schedule_uuid": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookContentUnpublished"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-customer-erased": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "customer.erased",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "erasure_uuid": "8a2f4c6e-1b3d-4e5f-9a7b-2c4d6e8f0a1b",
                 *         "orders": [
                 *           {
                 *             "id": 1042,
                 *             "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCustomerErased"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-cancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.cancelled",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 5,
                 *           "payment_status": 1,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "from": 1
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderCancelled"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-created": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.created",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 0,
                 *           "payment_status": 0,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "amount": "29.90",
                 *           "platform": "web"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderCreated"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-paid": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.paid",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 1,
                 *           "payment_status": 1,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "from": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderPaid"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-refunded": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.refunded",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 1,
                 *           "payment_status": 3,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "amount": "10.00",
                 *           "refund_sum": "10.00"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderRefunded"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-status-changed": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.status_changed",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 1,
                 *           "payment_status": 1,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "from": 0,
                 *           "to": 1
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderStatusChanged"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-order-tracking-set": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.tracking_set",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 2,
                 *           "payment_status": 1,
                 *           "tracking": "RR123456789IT",
                 *           "tracking_link": "https://tracking.example/RR123456789IT"
                 *         },
                 *         "changes": {
                 *           "tracking_link": "https://tracking.example/RR123456789IT"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookOrderTrackingSet"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-sim-cancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sim.cancelled",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "order": {
                 *           "id": 1042,
                 *           "uuid": "6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10",
                 *           "status": 1,
                 *           "payment_status": 1,
                 *           "tracking": "",
                 *           "tracking_link": ""
                 *         },
                 *         "changes": {
                 *           "from": 7,
                 *           "to": 9,
                 *           "product_uuid": "0b7a6c1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSimCancelled"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-store-import-finished": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "store.import_finished",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "import_uuid": "3e9d4a7b-1c2f-4b6e-9d8a-7f6e5d4c3b2a",
                 *         "row_count": 120,
                 *         "success_count": 118,
                 *         "success_geocodes": 117,
                 *         "error_count": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookStoreImportFinished"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-webhook-test": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, so a receiver keeps each event once */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since 1970 */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-03-02T09:30:00.000Z",
                 *       "data": {
                 *         "message": "A test event sent from the back office",
                 *         "sent_by": "admin@example.com"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookWebhookTest"];
            };
        };
        responses: {
            /** @description Refused: the delivery is tried again, for up to a day */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received: any 2xx answer ends the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
