/*
 * A stand-in for Google's script loader (https://apis.google.com/js/api.js), served to the browser
 * by the Google sign-in e2e tests: these machines cannot reach Google, and Firebase Auth's popup and
 * redirect flows (the SDK in the page, and the Auth emulator's helper frame) talk to each other
 * through its `gapi.iframes` channel. Only that channel is provided, over postMessage: a parent
 * opens the helper frame, each side registers handlers by message type and sends messages that the
 * other side's handler answers; a message for a type not yet registered waits for it. Everything
 * else (the SDK, the emulator's Google page and helper frame, the API) is the real thing.
 */
(function () {
  var CHANNEL = 'e2e-gapi-iframes';
  var handlers = {};
  var waiting = {};
  var replies = {};
  var nextId = 1;
  var readyFrames = [];
  var readyCallbacks = [];

  function post(target, message) {
    message.channel = CHANNEL;
    target.postMessage(message, '*');
  }

  function answer(source, request) {
    var handler = handlers[request.type];
    var result;
    try {
      result = handler(request.data);
    } catch (error) {
      result = { status: 'ERROR', error: String(error) };
    }
    post(source, { kind: 'reply', id: request.id, result: [result] });
  }

  function endpoint(target) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        (waiting[type] || []).forEach(function (queued) {
          answer(queued.source, queued.request);
        });
        delete waiting[type];
      },
      send: function (type, data, callback) {
        var id = nextId++;
        replies[id] = callback || function () {};
        post(target(), { kind: 'request', id: id, type: type, data: data });
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.channel !== CHANNEL) return;
    if (message.kind === 'ready') {
      readyFrames.push(event.source);
      readyCallbacks.splice(0).forEach(function (callback) {
        callback();
      });
    } else if (message.kind === 'request') {
      if (handlers[message.type]) answer(event.source, message);
      else (waiting[message.type] = waiting[message.type] || []).push({ source: event.source, request: message });
    } else if (message.kind === 'reply') {
      var callback = replies[message.id];
      delete replies[message.id];
      if (callback) callback(message.result);
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      (options.where || document.body).appendChild(frame);
      var iframe = endpoint(function () {
        return frame.contentWindow;
      });
      iframe.restyle = function () {
        return Promise.resolve();
      };
      iframe.ping = function (callback) {
        return new Promise(function (resolve) {
          var done = function () {
            if (callback) callback();
            resolve();
          };
          if (readyFrames.indexOf(frame.contentWindow) >= 0) done();
          else readyCallbacks.push(done);
        });
      };
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      post(window.parent, { kind: 'ready' });
      return endpoint(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        (typeof options === 'function' ? options : options.callback)();
      });
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
