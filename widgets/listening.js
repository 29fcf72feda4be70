// Every anywidget front end of the project goes through listening(), before its own code (widgets/listening.py).
//
// anywidget 0.11 (its front end's Runtime) gives a model's module 2 s to load, from the moment the model is made.
// Past that, the model's `ready` promise is rejected for good, and AnyModel._handle_comm_msg, which awaits it before
// every message from the kernel, drops them all: the page still draws the widget, what it sends still reaches the
// kernel, but it never hears an answer or a change again. A page among 30 loading at once on a 2-core class server
// took longer (benchmarks/README.md: joins never heard answered); so can a slow laptop, whose game table would then
// stop following the game.
//
// keepListening(model) asks such a model whether it hears (a message of no method, which AnyModel hands on at once
// when `ready` holds and refuses when it was rejected). When it does not, the model's comm hands its messages to the
// ipywidgets model under AnyModel (what AnyModel does once `ready` holds), and the kernel is asked for the state the
// page missed (the widget protocol's request_state). Nothing changes for a model that hears.
const LISTENING = new Map();              // model id -> Promise<boolean>: true when the model was deaf and now hears

function keepListening(model) {
  const id = model.get("_listening_id");
  if (!id || !model.widget_manager) return Promise.resolve(false);
  if (!LISTENING.has(id)) LISTENING.set(id, mendDeafModel(model.widget_manager, id));
  return LISTENING.get(id);
}

async function mendDeafModel(manager, id) {
  let model;
  try {
    model = await manager.get_model(id);
  } catch (missing) {
    return false;                         // not a model of this page's manager (a stand-in): nothing to mend
  }
  const own = Object.getPrototypeOf(model);
  const under = own && Object.getPrototypeOf(own);
  if (!model.comm || !under || typeof under._handle_comm_msg !== "function" ||
      own._handle_comm_msg === under._handle_comm_msg) return false;
  try {
    await own._handle_comm_msg.call(model, { content: { data: { method: "cardgames-listening" } }, buffers: [] });
    return false;                         // it hears its kernel
  } catch (deaf) {
    model.comm.on_msg((message) => under._handle_comm_msg.call(model, message));
    model.comm.send({ method: "request_state" }, {});
    console.warn(`[cardgames] widget ${id} did not hear its kernel (${deaf && deaf.message}): it does now`);
    return true;
  }
}

function listening(widget) {
  // The front end `widget` ({render}), its models mended before it draws them.
  return {
    ...widget,
    render(view) {
      keepListening(view.model);
      return widget.render(view);
    },
  };
}
