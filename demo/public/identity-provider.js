// Demo only: a small stand-in for the identity provider's script (a Gigya-style window.gigya).
// Screen sets are plain dialogs; accounts come from the demo's /api/identity-provider/ routes.
(function () {
  'use strict';
  if (window.gigya) return;
  var handlers = [];
  var ca = /^ca/i.test(document.documentElement.lang);
  var words = ca
    ? { login: 'Inicia la sessió', email: 'Correu electrònic', password: 'Contrasenya', submit: 'Entra', close: 'Tanca', failed: 'Dades incorrectes.', profile: 'El teu compte', register: 'Per registrar-te, ves a ', registerLink: 'Registre' }
    : { login: 'Inicia sesión', email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar', close: 'Cerrar', failed: 'Datos incorrectos.', profile: 'Tu cuenta', register: 'Para registrarte, ve a ', registerLink: 'Registro' };

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'style') Object.assign(node.style, props.style);
      else if (key === 'text') node.textContent = props.text;
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function dialog(title, body) {
    var backdrop = el('div', { 'data-identity-provider': '', style: { position: 'fixed', inset: '0', zIndex: '2000', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,.55)' } });
    var close = el('button', { type: 'button', text: words.close, style: { minHeight: '44px', marginTop: '12px' } });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': title, style: { background: '#fff', color: '#1a1a1a', padding: '24px', borderRadius: '6px', width: 'min(24rem, 90vw)' } }, [el('h2', { text: title, style: { marginTop: '0' } })].concat(body, [close]));
    function done() { backdrop.remove(); }
    close.addEventListener('click', done);
    box.addEventListener('keydown', function (event) { if (event.key === 'Escape') done(); });
    backdrop.appendChild(box);
    document.body.appendChild(backdrop);
    var first = box.querySelector('input, a, button');
    if (first) first.focus();
    return done;
  }

  function field(id, label, type) {
    return el('p', {}, [el('label', { for: id, text: label, style: { display: 'block' } }), el('input', { id: id, type: type, required: '', style: { minHeight: '40px', width: '100%' } })]);
  }

  function loginScreen() {
    var status = el('p', { role: 'alert' });
    var form = el('form', {}, [field('idp-email', words.email, 'email'), field('idp-password', words.password, 'password'), status, el('button', { type: 'submit', text: words.submit, style: { minHeight: '44px' } })]);
    var done = dialog(words.login, [form]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var body = { email: form.querySelector('#idp-email').value, password: form.querySelector('#idp-password').value };
      fetch('/api/identity-provider/accounts.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (response) { return response.json(); })
        .then(function (account) {
          if (account.errorCode !== 0) { status.textContent = words.failed; return; }
          done();
          handlers.forEach(function (each) { if (each.onLogin) each.onLogin(account); });
        });
    });
  }

  function profileScreen() {
    getAccountInfo({ callback: function (account) {
      var profile = account.profile || {};
      dialog(words.profile, [el('p', { text: [profile.firstName, profile.lastName].filter(Boolean).join(' ') }), el('p', { text: profile.email || '' })]);
    } });
  }

  function registerScreen() {
    dialog(words.registerLink, [el('p', {}, [document.createTextNode(words.register), el('a', { href: '/registro', text: words.registerLink })])]);
  }

  function getAccountInfo(options) {
    fetch('/api/identity-provider/accounts.getAccountInfo')
      .then(function (response) { return response.json(); })
      .then(function (account) { options.callback(account); });
  }

  window.gigya = {
    accounts: {
      showScreenSet: function (options) {
        if (options.screenSet === 'Default-ProfileUpdate') profileScreen();
        else if (options.startScreen === 'gigya-register-screen') registerScreen();
        else loginScreen();
      },
      getAccountInfo: getAccountInfo,
      addEventHandlers: function (each) { handlers.push(each); },
      logout: function () { handlers.forEach(function (each) { if (each.onLogout) each.onLogout(); }); },
    },
  };
  if (typeof window.onGigyaServiceReady === 'function') window.onGigyaServiceReady();
})();
