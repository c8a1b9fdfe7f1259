print("adreplay: not yet")
