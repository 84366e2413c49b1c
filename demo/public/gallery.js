// Editors' gallery: each field sets one attribute of its widget; an empty field removes it.
// JSON fields apply only when they parse. The snippet under each widget shows its current tag.
(function () {
  'use strict';

  var HIDDEN_ATTRIBUTES = ['id', 'data-np-status', 'class', 'style'];

  function escapeAttribute(value) {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  }

  function snippetOf(element) {
    var tag = element.localName;
    var parts = [];
    Array.prototype.forEach.call(element.attributes, function (attribute) {
      if (HIDDEN_ATTRIBUTES.indexOf(attribute.name) === -1) parts.push(' ' + attribute.name + '="' + escapeAttribute(attribute.value) + '"');
    });
    return '<' + tag + parts.join('') + '></' + tag + '>';
  }

  function showSnippet(element) {
    var code = document.querySelector('[data-np-gallery-snippet="' + element.id + '"]');
    if (code) code.textContent = snippetOf(element);
  }

  function setJsonError(field, invalid) {
    var error = document.getElementById(field.getAttribute('aria-describedby'));
    if (invalid) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    if (error) error.hidden = !invalid;
  }

  function valueOf(field) {
    if (field.dataset.type === 'boolean') return field.checked ? 'true' : '';
    if (field.dataset.type !== 'json') return field.value;
    if (field.value.trim() === '') {
      setJsonError(field, false);
      return '';
    }
    try {
      var compact = JSON.stringify(JSON.parse(field.value));
      setJsonError(field, false);
      return compact;
    } catch (error) {
      setJsonError(field, true);
      return null;
    }
  }

  function apply(element, field) {
    var value = valueOf(field);
    if (value === null) return;
    if (value === '') element.removeAttribute(field.dataset.attribute);
    else element.setAttribute(field.dataset.attribute, value);
    showSnippet(element);
  }

  function wire(form) {
    var element = document.getElementById(form.dataset.npGalleryTarget);
    if (!element) return;
    var onEdit = function (event) {
      if (event.target.dataset && event.target.dataset.attribute) apply(element, event.target);
    };
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
    });
    showSnippet(element);
  }

  // The paywall version to test: the cookie <np-paywall> and <np-paywall-version-banner> read.
  function wirePaywallVersion(form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var field = form.elements.namedItem('paywallVersion');
      if (!field || !field.checkValidity()) return;
      document.cookie = 'np_paywall_version=' + encodeURIComponent(field.value) + '; path=/; SameSite=Lax';
      window.location.reload();
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('form[data-np-gallery-target]'), wire);
    Array.prototype.forEach.call(document.querySelectorAll('form[data-np-gallery-paywall-version]'), wirePaywallVersion);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
