/*
 * Local stand-in for the survey provider's form-embed script (FORM_EMBED_SCRIPT_URL). The real
 * script resizes the form frame and wires its messages; this one only announces that it ran, so
 * the assessment page can be tested without a third-party host.
 */
(function () {
  window.__formEmbedLoaded = (window.__formEmbedLoaded || 0) + 1;
})();
